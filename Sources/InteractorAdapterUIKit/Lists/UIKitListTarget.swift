import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// What `UIKitBatchUpdater` needs of a table or collection view: its counts as UIKit shows
/// them, its window, and the UIKit calls that apply a batch, in that list's spelling.
@MainActor
protocol UIKitListTarget: ListView {
    /// Rows or items: the wording of the validator's messages.
    var style: ListStyle { get }
    /// Whether the view is in a window.
    var isInWindow: Bool { get }
    /// UIKit's `hasUncommittedUpdates`.
    var hasUncommittedUpdates: Bool { get }
    /// The counts UIKit shows now (`numberOfSections`, `numberOfRows(inSection:)` or
    /// `numberOfItems(inSection:)`), which it reads lazily from its data source.
    var countsInUIKit: [Int] { get }
    /// Whether the cell shown at `indexPath` can show the new content by being configured
    /// again (asked inside a batch that only reloads items, once the new data is set).
    func canReconfigure(at indexPath: IndexPath) -> Bool
    /// `reloadData()` then `layoutIfNeeded()`, so that the cells on screen are the new ones.
    func reloadAndLayOut()
    /// UIKit's `performBatchUpdates(_:completion:)`.
    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void)
    /// Issues `update`'s operations to UIKit, reconfiguring `reconfigured` (iOS 15 and later).
    func issue(_ update: BatchUpdate, reconfiguring reconfigured: [IndexPath])
}

extension UIKitListTarget {
    /// The data source, when it can keep answering from the data UIKit has committed.
    var committedData: (any CommittedDataHolding)? { dataSource as? any CommittedDataHolding }

    /// Whether the data source can configure the cell shown at `indexPath` again
    /// (`ReconfigurableDataSource`); false where no cell is shown.
    func canReconfigure(at indexPath: IndexPath) -> Bool {
        guard let source = dataSource as? any ReconfigurableDataSource, let cell = cellForItem(at: indexPath)
        else { return false }
        return source.listView(self, canReconfigure: cell, forItemAt: indexPath)
    }

    /// The counts the list's data source gives now.
    var countsInDataSource: [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.listView(self, numberOfItemsInSection: $0))
        }
    }
}
