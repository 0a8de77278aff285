import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// What `TableListView` and `CollectionListView` share to answer UIKit's callbacks through
/// their proxies (`UIKitDataSourceProxy`, `UIKitDelegateProxy`): each proxy method is one line
/// that asks the list here, in the list contract's terms.
@MainActor
protocol UIKitListInteractions: ListView {
    /// Applies the list's batches and reloads.
    var updater: UIKitBatchUpdater { get }
}

extension UIKitListInteractions {
    /// The cell the data source gives for `indexPath`; nil without a data source.
    func dataSourceCell(at indexPath: IndexPath) -> (any ListCell)? {
        dataSource?.listView(self, cellForItemAt: indexPath)
    }

    /// The header or footer view the data source gives for `section`; none when the
    /// delegate's height for it is 0.
    func supplementView(_ supplement: SectionSupplement, inSection section: Int) -> UIView? {
        supplement.view(inSection: section, of: self) as? UIView
    }

    /// The number of sections UIKit is told: the pinned count while a rejected or held batch
    /// is in its hands, else the data source's.
    var numberOfSectionsForUIKit: Int {
        if let pinned = updater.pinnedCounts { return pinned.count }
        return max(0, dataSource?.numberOfSections(in: self) ?? 0)
    }

    /// The number of items of `section` UIKit is told, as `numberOfSectionsForUIKit`.
    func numberOfItemsForUIKit(inSection section: Int) -> Int {
        if let pinned = updater.pinnedCounts { return pinned.indices.contains(section) ? pinned[section] : 0 }
        return max(0, dataSource?.listView(self, numberOfItemsInSection: section) ?? 0)
    }

    /// Whether the delegate gives item heights (`ListViewHeightProviding`, and its
    /// `givesItemHeights(in:)`): the proxy then tells UIKit it implements the per-row height
    /// method.
    var givesItemHeights: Bool {
        (delegate as? any ListViewHeightProviding)?.givesItemHeights(in: self) ?? false
    }

    /// The delegate's height for the item at `indexPath`; nil for the list's own height. The
    /// one place a row's height is decided, for a table and a collection view.
    func itemHeight(at indexPath: IndexPath) -> Double? {
        (delegate as? any ListViewHeightProviding)?.listView(self, heightForItemAt: indexPath)
    }

    /// Whether UIKit measures the item's cell itself (a self-sizing registration): a table
    /// then lays the row out at `UITableView.automaticDimension`, with `itemHeight(at:)` as
    /// its estimate.
    func selfSizesItem(at indexPath: IndexPath) -> Bool {
        (delegate as? any ListViewHeightProviding)?.listView(self, selfSizesItemAt: indexPath) ?? false
    }

    /// UIKit laid a self-sizing item's cell out at `height`: the delegate keeps it (the
    /// adapter's size cache), so that the row's estimate is exact from then on.
    func itemWasMeasured(at indexPath: IndexPath, height: Double) {
        guard height > 0, selfSizesItem(at: indexPath) else { return }
        (delegate as? any ListViewHeightProviding)?.listView(self, didMeasureHeight: height, ofItemAt: indexPath)
    }

    /// The data source's `canMove`.
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        dataSource?.listView(self, canMoveItemAt: indexPath) ?? false
    }

    /// UIKit moved a row to where the user dropped it: the updater takes note, and the data
    /// source is told unless the data changed during the drag (see
    /// `UIKitBatchUpdater.userMovedItem(from:to:)`).
    func userMovedItem(from source: IndexPath, to destination: IndexPath) {
        guard updater.userMovedItem(from: source, to: destination) else { return }
        dataSource?.listView(self, moveItemAt: source, to: destination)
    }

    /// The delegate's answer for a dragged item held over `proposed`.
    func targetIndexPath(forMoveFrom source: IndexPath, to proposed: IndexPath) -> IndexPath {
        delegate?.listView(self, targetIndexPathForMoveFromItemAt: source, toProposedIndexPath: proposed) ?? proposed
    }

    /// The delegate's swipe actions for an edge of the item at `indexPath`, in UIKit's terms.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func swipeActionsConfiguration(_ edge: ListSwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let actions: ListSwipeActions?
        switch edge {
        case .leading: actions = delegate?.listView(self, leadingSwipeActionsForItemAt: indexPath)
        case .trailing: actions = delegate?.listView(self, trailingSwipeActionsForItemAt: indexPath)
        }
        return UIKitInteractions.swipeActionsConfiguration(actions)
    }

    /// The delegate's context menu for the item at `indexPath`, in UIKit's terms.
    @available(iOS 13.0, tvOS 17.0, *)
    func contextMenuConfiguration(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        UIKitInteractions.contextMenuConfiguration(delegate?.listView(self, contextMenuForItemAt: indexPath))
    }

    /// The data source as a prefetching one, if it adopts the protocol.
    var prefetchingDataSource: (any ListViewDataSourcePrefetching)? {
        dataSource as? any ListViewDataSourcePrefetching
    }
}
