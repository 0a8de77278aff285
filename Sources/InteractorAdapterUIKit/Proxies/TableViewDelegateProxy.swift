import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The table view's delegate on behalf of a `TableListView`: headers, highlight, selection
/// and scrolling from the list's `ListViewDelegate`, scroll callbacks forwarded to the
/// list's `scrollDelegate`.
///
/// It gives no heights: UIKit then uses `rowHeight` and `sectionHeaderHeight` without asking
/// for each row (Apple documentation, `UITableView.rowHeight`: when the delegate implements
/// `tableView(_:heightForRowAt:)`, "the table view must call that method for every row").
/// A list whose delegate gives heights uses `HeightProvidingTableViewDelegateProxy`.
@MainActor
final class TableViewDelegateProxy: ScrollViewProxy, UITableViewDelegate {
    // MARK: Lifecycle

    init(list: TableListView) {
        self.list = list
        super.init()
        didScroll = { [unowned list] in list.delegate?.listViewDidScroll(list) }
    }

    // MARK: Internal

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        list.header(forSection: section)
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

    // MARK: Private

    private unowned let list: TableListView
}

/// `TableViewDelegateProxy` with the heights of a `ListViewHeightProviding` delegate (the
/// table's own where it gives none). A class of its own, not a subclass: a subclass cannot
/// add witnesses to a conformance its superclass declared.
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

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        let heights = list.delegate as? any ListViewHeightProviding
        return heights?.listView(list, heightForHeaderInSection: section).map { CGFloat($0) }
            ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        list.header(forSection: section)
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

    // MARK: Private

    private unowned let list: TableListView
}
