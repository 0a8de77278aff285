import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to CollectionViewDelegateProxy.swift, and kept so: each implements its view's UIKit
// delegate protocol; every method is one line that asks the list (`UIKitListInteractions`).

/// The table view's delegate on behalf of a `TableListView`: headers, footers, highlight,
/// selection, display callbacks, swipe actions, context menus, where a dragged row may go, and
/// scrolling from the list's `ListViewDelegate` (in the list's terms, see
/// `UIKitListInteractions`), scroll callbacks forwarded to the list's `scrollDelegate`.
///
/// Heights: row heights come from a `ListViewHeightProviding` delegate (the table's
/// `rowHeight` where it gives none), section header and footer heights, once per section,
/// from a `ListViewSectionHeightProviding` one (0 for a section without one), else the table's
/// own `sectionHeaderHeight` and `sectionFooterHeight`. The row height method is one UIKit
/// asks for every row once a delegate implements it (Apple documentation,
/// `UITableView.rowHeight`: "the table view must call that method for every row"), so on
/// UIKit the proxy says it implements it only while the list's delegate gives row heights
/// (`responds(to:)`, read by UIKit when the delegate is set: the list sets the proxy again
/// when that changes); the stand-in asks every row either way, and its default answer is
/// `rowHeight`, the proxy's own answer without heights.
@MainActor
final class TableViewDelegateProxy: ScrollViewProxy, UITableViewDelegate {
    // MARK: Lifecycle

    init(list: TableListView) {
        self.list = list
        super.init()
        didScroll = { [unowned list] in list.delegate?.listViewDidScroll(list) }
    }

    // MARK: Internal

    #if canImport(UIKit)
    /// Whether UIKit may call the method: the row height one only while the list's delegate
    /// gives row heights. UIKit asks on the main thread, as it calls every delegate method.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(UITableViewDelegate.tableView(_:heightForRowAt:)) {
            return MainActor.assumeIsolated { list.givesItemHeights }
        }
        return super.responds(to: aSelector)
    }
    #endif

    // MARK: Heights

    /// `UITableView.automaticDimension` for a self-sizing row (UIKit measures its cell; the
    /// estimate below places it until then), else the delegate's height or the table's.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if list.selfSizesItem(at: indexPath) { return UITableView.automaticDimension }
        return list.itemHeight(at: indexPath).map { CGFloat($0) } ?? tableView.rowHeight
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
        SectionSupplement.header.height(inSection: section, of: list).map { CGFloat($0) }
            ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        SectionSupplement.footer.height(inSection: section, of: list).map { CGFloat($0) }
            ?? tableView.sectionFooterHeight
    }

    // MARK: Views and interactions

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        list.supplementView(.header, inSection: section)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        list.supplementView(.footer, inSection: section)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        list.delegate?.listView(list, shouldHighlightItemAt: indexPath) ?? true
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        list.delegate?.listView(list, didSelectItemAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        list.delegate?.listView(list, didDeselectItemAt: indexPath)
    }

    /// A self-sizing row's cell has its measured height by now: the delegate keeps it.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        list.itemWasMeasured(at: indexPath, height: Double(cell.frame.height))
        list.delegate?.listView(list, willDisplay: cell, forItemAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        list.delegate?.listView(list, didEndDisplaying: cell, forItemAt: indexPath)
    }

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

    @available(iOS 13.0, tvOS 17.0, *)
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        list.contextMenuConfiguration(at: indexPath)
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        list.targetIndexPath(forMoveFrom: sourceIndexPath, to: proposedDestinationIndexPath)
    }

    // MARK: Private

    private unowned let list: TableListView
}
