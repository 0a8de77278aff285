import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The table view's delegate on behalf of a `TableListView`: headers, footers, highlight,
/// selection, display callbacks, swipe actions, context menus, where a dragged row may go, and
/// scrolling from the list's `ListViewDelegate` (in the list's terms, see
/// `UIKitListInteractions`), scroll callbacks forwarded to the list's `scrollDelegate`.
///
/// It gives no row heights: UIKit then uses `rowHeight` without asking for each row (Apple
/// documentation, `UITableView.rowHeight`: when the delegate implements
/// `tableView(_:heightForRowAt:)`, "the table view must call that method for every row").
/// Section header and footer heights it gives, once per section: those of a
/// `ListViewSectionHeightProviding` delegate (0 for a section without one), else the table's
/// own `sectionHeaderHeight` and `sectionFooterHeight`. A list whose delegate gives row
/// heights uses `HeightProvidingTableViewDelegateProxy`, which has the same members and the
/// row heights.
@MainActor
final class TableViewDelegateProxy: ScrollViewProxy, UITableViewDelegate {
    // MARK: Lifecycle

    init(list: TableListView) {
        self.list = list
        super.init()
        didScroll = { [unowned list] in list.delegate?.listViewDidScroll(list) }
    }

    // MARK: Internal

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        SectionSupplement.header.height(inSection: section, of: list).map { CGFloat($0) }
            ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        SectionSupplement.footer.height(inSection: section, of: list).map { CGFloat($0) }
            ?? tableView.sectionFooterHeight
    }

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

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
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

/// `TableViewDelegateProxy` with the heights of a `ListViewHeightProviding` delegate (the
/// table's own where it gives none; 0 for a section without a header or footer, which is
/// then not asked for). A class of its own, not a subclass: a subclass cannot add witnesses
/// to a conformance its superclass declared.
@MainActor
final class HeightProvidingTableViewDelegateProxy: ScrollViewProxy, UITableViewDelegate {
    // MARK: Lifecycle

    init(list: TableListView) {
        self.list = list
        super.init()
        didScroll = { [unowned list] in list.delegate?.listViewDidScroll(list) }
    }

    // MARK: Internal

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let heights = list.delegate as? any ListViewHeightProviding
        return heights?.listView(list, heightForItemAt: indexPath).map { CGFloat($0) } ?? tableView.rowHeight
    }

    /// The row's exact height when the delegate knows it (a size cached by the adapter), so
    /// that the table's estimates never make it jump when scrolling up; else the table's
    /// estimate, or its row height, or 44 when both are automatic.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        let heights = list.delegate as? any ListViewHeightProviding
        if let height = heights?.listView(list, heightForItemAt: indexPath) { return CGFloat(height) }
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

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
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
