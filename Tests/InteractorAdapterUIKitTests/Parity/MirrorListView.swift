#if !canImport(UIKit)
import HeadlessList
import InteractorAdapterUIKit
import UIKitStandIn

/// Puts a screen whose cells are headless cells on a UIKit list, so that the same screen,
/// registrations and cells run on the headless list and through the binding:
///
/// - to the adapter it is the list: it registers and dequeues the headless cell classes;
/// - to the binding (`TableListView` or `CollectionListView`, `inner`) it is the data source
///   and delegate: it registers mirror cells under the same identifiers, and hands the
///   adapter the headless cell each dequeued mirror holds.
///
/// Everything the binding decides (batches, checks, reloads, reconfigure, prepared and
/// visible cells, completions) happens in `inner` and UIKit, unchanged.
@MainActor
final class MirrorListView: ListView, DeselectableListView, ListViewDataSource, ReconfigurableDataSource,
    ListViewDataSourcePrefetching, ListViewHeightProviding
{
    // MARK: Lifecycle

    init(_ inner: any ListView & DeselectableListView) {
        self.inner = inner
        inner.dataSource = self
        inner.delegate = self
    }

    // MARK: Internal

    let inner: any ListView & DeselectableListView
    weak var dataSource: (any ListViewDataSource)?
    weak var delegate: (any ListViewDelegate)?

    var numberOfSections: Int { inner.numberOfSections }
    var indexPathsForVisibleItems: [IndexPath] { inner.indexPathsForVisibleItems }
    var isInWindow: Bool { inner.isInWindow }
    var placeholderCellType: any RenderableCell<UnregisteredViewState>.Type { PlaceholderCell.self }
    var placeholderHeaderType: any RenderableCell<UnregisteredViewState>.Type { PlaceholderCell.self }

    func numberOfItems(inSection section: Int) -> Int { inner.numberOfItems(inSection: section) }
    func reloadData() { inner.reloadData() }

    func performBatchUpdates(_ updates: () -> BatchUpdate, completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        try inner.performBatchUpdates(updates, completion: completion)
    }

    func cellForItem(at indexPath: IndexPath) -> (any ListCell)? {
        (inner.cellForItem(at: indexPath) as? any MirrorView)?.twin
    }

    func headerForSection(_ section: Int) -> (any ListCell)? {
        (inner.headerForSection(section) as? any MirrorView)?.twin
    }

    func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
        MirrorTwins.types[identifier] = cellClass as? HeadlessCell.Type
        inner.register(isTable ? MirrorTableCell.self : MirrorCollectionCell.self, forReuseIdentifier: identifier)
    }

    func register(_ headerClass: AnyClass, forHeaderReuseIdentifier identifier: String) {
        MirrorTwins.types[identifier] = headerClass as? HeadlessCell.Type
        inner.register(
            isTable ? MirrorTableHeader.self : MirrorCollectionHeader.self, forHeaderReuseIdentifier: identifier)
    }

    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        twin(of: inner.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath))
    }

    func dequeueReusableHeader(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        twin(of: inner.dequeueReusableHeader(withReuseIdentifier: identifier, forSection: section))
    }

    func register(_ footerClass: AnyClass, forFooterReuseIdentifier identifier: String) {
        MirrorTwins.types[identifier] = footerClass as? HeadlessCell.Type
        inner.register(
            isTable ? MirrorTableHeader.self : MirrorCollectionHeader.self, forFooterReuseIdentifier: identifier)
    }

    func dequeueReusableFooter(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        twin(of: inner.dequeueReusableFooter(withReuseIdentifier: identifier, forSection: section))
    }

    func footerForSection(_ section: Int) -> (any ListCell)? {
        (inner.footerForSection(section) as? any MirrorView)?.twin
    }

    func deselectItem(at indexPath: IndexPath, animated: Bool) {
        inner.deselectItem(at: indexPath, animated: animated)
    }

    // The binding asks these; they are answered by the adapter, in the mirrors' terms.

    func numberOfSections(in listView: any ListView) -> Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        dataSource?.listView(self, numberOfItemsInSection: section) ?? 0
    }

    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        let twin = dataSource?.listView(self, cellForItemAt: indexPath)
        return mirror(of: twin) ?? inner.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }

    func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        mirror(of: dataSource?.listView(self, headerForSection: section))
    }

    func listView(_ listView: any ListView, footerForSection section: Int) -> (any ListCell)? {
        mirror(of: dataSource?.listView(self, footerForSection: section))
    }

    func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        dataSource?.listView(self, canMoveItemAt: indexPath) ?? false
    }

    func listView(
        _ listView: any ListView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        dataSource?.listView(self, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }

    func listView(_ listView: any ListView, prefetchItemsAt indexPaths: [IndexPath]) {
        (dataSource as? any ListViewDataSourcePrefetching)?.listView(self, prefetchItemsAt: indexPaths)
    }

    func listView(_ listView: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        (dataSource as? any ListViewDataSourcePrefetching)?.listView(self, cancelPrefetchingForItemsAt: indexPaths)
    }

    func listView(_ listView: any ListView, canReconfigure cell: any ListCell, forItemAt indexPath: IndexPath) -> Bool {
        guard let twin = (cell as? any MirrorView)?.twin, let source = dataSource as? any ReconfigurableDataSource
        else { return false }
        return source.listView(self, canReconfigure: twin, forItemAt: indexPath)
    }

    func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        delegate?.listView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {
        delegate?.listView(self, didSelectItemAt: indexPath)
    }

    func listView(_ listView: any ListView, didDeselectItemAt indexPath: IndexPath) {
        delegate?.listView(self, didDeselectItemAt: indexPath)
    }

    func listViewDidScroll(_ listView: any ListView) {
        delegate?.listViewDidScroll(self)
    }

    func listView(_ listView: any ListView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> ListSwipeActions? {
        delegate?.listView(self, trailingSwipeActionsForItemAt: indexPath)
    }

    func listView(_ listView: any ListView, leadingSwipeActionsForItemAt indexPath: IndexPath) -> ListSwipeActions? {
        delegate?.listView(self, leadingSwipeActionsForItemAt: indexPath)
    }

    func listView(_ listView: any ListView, contextMenuForItemAt indexPath: IndexPath) -> ListContextMenu? {
        delegate?.listView(self, contextMenuForItemAt: indexPath)
    }

    func listView(
        _ listView: any ListView, targetIndexPathForMoveFromItemAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        delegate?.listView(
            self, targetIndexPathForMoveFromItemAt: sourceIndexPath,
            toProposedIndexPath: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    func listView(_ listView: any ListView, willDisplay cell: any ListCell, forItemAt indexPath: IndexPath) {
        delegate?.listView(self, willDisplay: (cell as? any MirrorView)?.twin ?? cell, forItemAt: indexPath)
    }

    func listView(_ listView: any ListView, didEndDisplaying cell: any ListCell, forItemAt indexPath: IndexPath) {
        delegate?.listView(self, didEndDisplaying: (cell as? any MirrorView)?.twin ?? cell, forItemAt: indexPath)
    }

    func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
        (delegate as? any ListViewHeightProviding)?.listView(self, heightForItemAt: indexPath)
    }

    func listView(_ listView: any ListView, heightForHeaderInSection section: Int) -> Double? {
        (delegate as? any ListViewSectionHeightProviding)?.listView(self, heightForHeaderInSection: section)
    }

    func listView(_ listView: any ListView, heightForFooterInSection section: Int) -> Double? {
        (delegate as? any ListViewSectionHeightProviding)?.listView(self, heightForFooterInSection: section)
    }

    // MARK: Private

    /// The mirror each twin handed out belongs to. Kept strongly: a header UIKit has just
    /// made is held by nobody until the data source returns it. Mirrors are reused, so
    /// there are only as many as the list ever showed at once.
    private var mirrors: [ObjectIdentifier: UIView] = [:]

    private var isTable: Bool { inner is TableListView }

    private func twin(of view: any ListCell) -> any ListCell {
        guard let mirror = view as? any MirrorView else { return view }
        mirrors[ObjectIdentifier(mirror.twin)] = mirror
        return mirror.twin
    }

    private func mirror(of twin: (any ListCell)?) -> (any ListCell)? {
        guard let twin else { return nil }
        return mirrors[ObjectIdentifier(twin)] as? any ListCell
    }
}
#endif
