#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDelegate`, with the members the binding implements. UIKit's
/// optional methods are requirements with defaults here that do what UIKit does when the
/// method is missing (see `UIScrollViewDelegate`).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Apple documentation: `UITableViewDelegate.tableView(_:heightForRowAt:)`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Apple documentation: `UITableViewDelegate.tableView(_:heightForHeaderInSection:)`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Apple documentation: `UITableViewDelegate.tableView(_:viewForHeaderInSection:)`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// Apple documentation: `UITableViewDelegate.tableView(_:shouldHighlightRowAt:)`.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Apple documentation: `UITableViewDelegate.tableView(_:didSelectRowAt:)`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Apple documentation: `UITableViewDelegate.tableView(_:didDeselectRowAt:)`.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Not implemented: the table's `rowHeight` ("The table view ignores the value of this
    /// property if its delegate implements the tableView(_:heightForRowAt:) method").
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// Not implemented: the table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// Not implemented: no header view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Not implemented: every row highlights ("If you do not implement this method, the
    /// default return value is true").
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
#endif
