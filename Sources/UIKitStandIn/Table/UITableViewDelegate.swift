#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDelegate`, with the members the binding implements. UIKit's
/// optional methods are requirements with defaults here that do what UIKit does when the
/// method is missing (see `UIScrollViewDelegate`).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Apple documentation: `UITableViewDelegate.tableView(_:heightForRowAt:)`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Apple documentation: `UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// Apple documentation: `UITableViewDelegate.tableView(_:heightForHeaderInSection:)`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Apple documentation: `UITableViewDelegate.tableView(_:heightForFooterInSection:)`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Apple documentation: `UITableViewDelegate.tableView(_:viewForHeaderInSection:)`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// Apple documentation: `UITableViewDelegate.tableView(_:viewForFooterInSection:)`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Apple documentation: `UITableViewDelegate.tableView(_:shouldHighlightRowAt:)`.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Apple documentation: `UITableViewDelegate.tableView(_:didSelectRowAt:)`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Apple documentation: `UITableViewDelegate.tableView(_:didDeselectRowAt:)`.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Apple documentation: `UITableViewDelegate.tableView(_:willDisplay:forRowAt:)`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Apple documentation: `UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)`.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Apple documentation: `UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// Apple documentation: `UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// Apple documentation: `UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)`:
    /// nil prevents the interaction.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// Apple documentation:
    /// `UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}

extension UITableViewDelegate {
    /// Not implemented: the table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// Not implemented: the table's `rowHeight` ("The table view ignores the value of this
    /// property if its delegate implements the tableView(_:heightForRowAt:) method").
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// Not implemented: the table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// Not implemented: the table's `sectionFooterHeight` ("If the delegate doesn’t implement
    /// tableView(_:heightForFooterInSection:), the table view calculates the height
    /// automatically").
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Not implemented: no header view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Not implemented: no footer view.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Not implemented: every row highlights ("If you do not implement this method, the
    /// default return value is true").
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Not implemented: nothing happens.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Not implemented: no leading actions (the stand-in has no editing style, so UIKit's
    /// "default set of actions" is empty).
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Not implemented: no trailing actions.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Not implemented: no context menu.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Not implemented: the proposed index path.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
}
#endif
