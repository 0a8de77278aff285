import Foundation
import HeadlessList
import InteractorAdapter

/// A list that shows what a headless list shows (every member forwards to one), counts how
/// often its snapshot is asked for, and can hand out its visible index paths in reverse, as a
/// `UICollectionView` hands them out in no particular order.
@MainActor
final class ForwardingList: ListView, ListSnapshotProviding, DeselectableListView {
    let inner: HeadlessListView
    private(set) var snapshotRequests = 0
    var reversesVisibleItems = false

    init(_ inner: HeadlessListView) {
        self.inner = inner
    }

    var dataSource: (any ListViewDataSource)? {
        get { inner.dataSource }
        set { inner.dataSource = newValue }
    }
    var delegate: (any ListViewDelegate)? {
        get { inner.delegate }
        set { inner.delegate = newValue }
    }
    var numberOfSections: Int { inner.numberOfSections }
    var indexPathsForVisibleItems: [IndexPath] {
        reversesVisibleItems ? inner.indexPathsForVisibleItems.reversed() : inner.indexPathsForVisibleItems
    }
    var isInWindow: Bool { inner.isInWindow }
    var placeholderCellType: any RenderableCell<UnregisteredViewState>.Type { inner.placeholderCellType }
    var placeholderHeaderType: any RenderableCell<UnregisteredViewState>.Type { inner.placeholderHeaderType }

    func numberOfItems(inSection section: Int) -> Int { inner.numberOfItems(inSection: section) }
    func reloadData() { inner.reloadData() }
    func performBatchUpdates(_ updates: () -> BatchUpdate, completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        try inner.performBatchUpdates(updates, completion: completion)
    }
    func cellForItem(at indexPath: IndexPath) -> (any ListCell)? { inner.cellForItem(at: indexPath) }
    func headerForSection(_ section: Int) -> (any ListCell)? { inner.headerForSection(section) }
    func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
        inner.register(cellClass, forReuseIdentifier: identifier)
    }
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        inner.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    func register(_ headerClass: AnyClass, forHeaderReuseIdentifier identifier: String) {
        inner.register(headerClass, forHeaderReuseIdentifier: identifier)
    }
    func dequeueReusableHeader(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        inner.dequeueReusableHeader(withReuseIdentifier: identifier, forSection: section)
    }
    func deselectItem(at indexPath: IndexPath, animated: Bool) {
        inner.deselectItem(at: indexPath, animated: animated)
    }
    func snapshotLines() -> [String] {
        snapshotRequests += 1
        return inner.snapshotLines()
    }
}
