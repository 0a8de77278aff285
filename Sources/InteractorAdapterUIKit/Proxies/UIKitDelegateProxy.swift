import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The view's delegate on behalf of a `TableListView` or a `CollectionListView`, one type for
/// both views: sizes, a table's headers and footers, highlight, selection, display callbacks,
/// swipe actions (a table's; a collection view offers them only through a list layout's
/// providers, see `CollectionListView.swipeActionsConfigurationProvider(for:)`), context
/// menus, where a dragged item may go, and scrolling from the list's `ListViewDelegate` (in
/// the list's terms, see `UIKitListInteractions`), scroll callbacks forwarded to the list's
/// `scrollDelegate`. Each UIKit method, in its view's spelling, is one call of the list; a
/// table's method and the collection view's for the same question stand side by side.
///
/// Sizes: row and item heights come from a `ListViewHeightProviding` delegate (the table's
/// `rowHeight`, the flow layout's `itemSize`, where it gives none); section header and footer
/// heights, once per section, from a `ListViewSectionHeightProviding` one (0 for a section
/// without one), else the table's own `sectionHeaderHeight` and `sectionFooterHeight` or the
/// flow layout's reference sizes. The row height method is one UIKit asks for every row once
/// a delegate implements it (Apple documentation, `UITableView.rowHeight`: "the table view
/// must call that method for every row"), so on UIKit the proxy says it implements the row
/// height and item size methods only while the list's delegate gives row heights
/// (`responds(to:)`, read by UIKit when the delegate is set: the list sets the proxy again
/// when that changes); the stand-in asks every row either way, and its default answer is the
/// table's `rowHeight` or the layout's `itemSize`, the proxy's own answer without heights.
///
/// Where UIKit replaced a method (a collection view's target index path in iOS 15, its context
/// menu in iOS 16), both are implemented: UIKit calls the new one where it exists, the
/// deprecated one before.
@MainActor
final class UIKitDelegateProxy: ScrollViewProxy, UITableViewDelegate, UICollectionViewDelegateFlowLayout {
    // MARK: Lifecycle

    init(list: UIKitListView) {
        self.list = list
        super.init()
        didScroll = { [unowned list] in list.delegate?.listViewDidScroll(list) }
    }

    // MARK: Internal

    #if canImport(UIKit)
    /// Whether UIKit may call the method: the row height and item size ones only while the
    /// list's delegate gives row heights. UIKit asks on the main thread, as it calls every
    /// delegate method.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(UITableViewDelegate.tableView(_:heightForRowAt:))
            || aSelector == #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
        {
            return MainActor.assumeIsolated { list.givesItemHeights }
        }
        return super.responds(to: aSelector)
    }
    #endif

    // MARK: Sizes

    /// `UITableView.automaticDimension` for a self-sizing row (UIKit measures its cell; the
    /// estimate below places it until then), else the delegate's height or the table's.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if list.selfSizesItem(at: indexPath) { return UITableView.automaticDimension }
        return list.itemHeight(at: indexPath).map { CGFloat($0) } ?? tableView.rowHeight
    }

    /// The flow layout's item size, with the delegate's height where it gives one.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        let size = flow?.itemSize ?? CGSize(width: collectionView.bounds.width, height: 44)
        guard let height = list.itemHeight(at: indexPath) else { return size }
        return CGSize(width: size.width, height: CGFloat(height))
    }

    /// The row's exact height when the delegate knows it (a size cached by the adapter), so
    /// that the table's estimates never make it jump when scrolling up; else the table's
    /// estimate, or its row height, or 44 when both are automatic.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        if let height = list.itemHeight(at: indexPath) { return CGFloat(height) }
        if tableView.estimatedRowHeight > 0 { return tableView.estimatedRowHeight }
        return tableView.rowHeight > 0 ? tableView.rowHeight : 44
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        SectionSupplement.header.height(inSection: section, of: list, in: tableView)
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        SectionSupplement.footer.height(inSection: section, of: list, in: tableView)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        SectionSupplement.header.referenceSize(
            inSection: section, of: list, in: collectionView, layout: collectionViewLayout)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        SectionSupplement.footer.referenceSize(
            inSection: section, of: list, in: collectionView, layout: collectionViewLayout)
    }

    // MARK: A table's headers and footers

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        list.supplementView(.header, inSection: section)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        list.supplementView(.footer, inSection: section)
    }

    // MARK: Highlight and selection

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        list.delegate?.listView(list, shouldHighlightItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        list.delegate?.listView(list, shouldHighlightItemAt: indexPath) ?? true
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        list.delegate?.listView(list, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didSelectItemAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        list.delegate?.listView(list, didDeselectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didDeselectItemAt: indexPath)
    }

    // MARK: Display

    /// A self-sizing row's (or item's) cell has its measured height by now: the delegate keeps
    /// it.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        list.itemWasMeasured(at: indexPath, height: Double(cell.frame.height))
        list.delegate?.listView(list, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        list.itemWasMeasured(at: indexPath, height: Double(cell.frame.height))
        list.delegate?.listView(list, willDisplay: cell, forItemAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        list.delegate?.listView(list, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        list.delegate?.listView(list, didEndDisplaying: cell, forItemAt: indexPath)
    }

    // MARK: A table's swipe actions

    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        list.swipeActionsConfiguration(.leading, at: indexPath)
    }

    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        list.swipeActionsConfiguration(.trailing, at: indexPath)
    }

    // MARK: Context menus

    @available(iOS 13.0, tvOS 17.0, *)
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        list.contextMenuConfiguration(at: indexPath)
    }

    /// A menu for one item; none between items or for a multiple selection.
    @available(iOS 16.0, tvOS 17.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return list.contextMenuConfiguration(at: indexPath)
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(tvOS, unavailable)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        list.contextMenuConfiguration(at: indexPath)
    }

    // MARK: Where a dragged item may go

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        list.targetIndexPath(forMoveFrom: sourceIndexPath, to: proposedDestinationIndexPath)
    }

    @available(iOS 15.0, tvOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        list.targetIndexPath(forMoveFrom: originalIndexPath, to: proposedIndexPath)
    }

    @available(iOS, introduced: 9.0, deprecated: 15.0)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        list.targetIndexPath(forMoveFrom: currentIndexPath, to: proposedIndexPath)
    }

    // MARK: Private

    /// The list this proxy speaks for; it owns the proxy.
    private unowned let list: UIKitListView
}
