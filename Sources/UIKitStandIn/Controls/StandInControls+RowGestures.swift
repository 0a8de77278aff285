#if !canImport(UIKit)
import Foundation
import ListUpdates

/// The user's gestures on rows, beyond UIKit's API: swiping a row to reveal its actions,
/// long-pressing it for its context menu, and dragging it to another place. (`drag(to:velocity:)`
/// is a scroll of the whole list.) Each asks the data source and delegate what UIKit asks, in
/// UIKit's order.
///
/// ```swift
/// tableView.standIn.swipe(.trailing, at: IndexPath(row: 2, section: 0))
/// tableView.standIn.tapSwipeAction(titled: "Delete")
/// tableView.standIn.longPress(at: IndexPath(row: 0, section: 0))
/// tableView.standIn.chooseMenuAction(titled: "Rename")
/// tableView.standIn.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 1))
/// ```
extension StandInControls {
    // MARK: Swipe actions

    /// The row whose swipe actions are shown, if any.
    public var swipedIndexPath: IndexPath? { engine?.openSwipe?.indexPath }

    /// The swipe actions shown, as the delegate (or a list layout's provider) gave them.
    public var shownSwipeActions: UISwipeActionsConfiguration? { engine?.openSwipe?.configuration }

    /// A finger swipes the visible row at `indexPath` from `edge`. A table asks its delegate's
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (or the leading one); a
    /// collection view asks its list layout's `trailingSwipeActionsConfigurationProvider` (or
    /// the leading one), and has none with another layout. With actions, the row shows them
    /// (any other open swipe closes); `fully` performs the first action when the
    /// configuration's `performsFirstActionWithFullSwipe` is true (Apple documentation,
    /// `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe`), and otherwise only
    /// shows them. The actions stay shown until a handler calls its completion, the row's cell
    /// leaves the screen or is replaced (a reload, a delete, `reloadData()`), `closeSwipe()`,
    /// or a drag of a row begins; a reconfigured, rendered-in-place or moved row keeps them.
    /// - Returns: whether the row shows actions (or performed one).
    @discardableResult
    public func swipe(_ edge: ListSwipeEdge, at indexPath: IndexPath, fully: Bool = false) -> Bool {
        engine?.swipe(edge, at: indexPath, fully: fully) ?? false
    }

    /// A finger taps the shown swipe action titled `title`: its handler runs with the action,
    /// the row's cell as the source view, and a completion that closes the swipe and appends
    /// its argument to `swipeActionCompletions`.
    /// - Returns: whether such an action was shown.
    @discardableResult
    public func tapSwipeAction(titled title: String) -> Bool {
        engine?.tapSwipeAction(titled: title) ?? false
    }

    /// A finger taps elsewhere: the shown swipe actions close, no handler runs.
    public func closeSwipe() {
        engine?.openSwipe = nil
    }

    // MARK: Context menus

    /// The menu a long press shows, if any.
    public var presentedMenu: UIMenu? { engine?.presentedMenu }

    /// A finger presses and holds the visible row at `indexPath`: a table asks its delegate's
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, a collection view its
    /// delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (which falls
    /// back to the deprecated single-item method), with the row's center; the configuration's
    /// action provider then gives the menu.
    /// - Returns: whether a menu with at least one element is presented.
    @discardableResult
    public func longPress(at indexPath: IndexPath) -> Bool {
        engine?.longPress(at: indexPath) ?? false
    }

    /// A finger chooses the presented menu's action titled `title` (in the menu or a
    /// submenu): the menu is dismissed and the action's handler runs.
    /// - Returns: whether the menu had such an action.
    @discardableResult
    public func chooseMenuAction(titled title: String) -> Bool {
        engine?.chooseMenuAction(titled: title) ?? false
    }

    /// A finger taps outside the menu: it is dismissed, no handler runs.
    public func dismissMenu() {
        engine?.presentedMenu = nil
    }

    // MARK: Moving rows

    /// Where the dragged row would land now, if a row is being dragged.
    public var movingRowTarget: IndexPath? { engine?.moving?.target }

    /// A whole drag of the row at `source` to `destination`: `beginMovingRow(at:)`,
    /// `hoverMovingRow(over:)`, `dropMovingRow()`.
    /// - Returns: where the row landed (clamped and retargeted), or nil when it could not move.
    @discardableResult
    public func moveRow(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        guard beginMovingRow(at: source) else { return nil }
        hoverMovingRow(over: destination)
        return dropMovingRow()
    }

    /// A finger starts dragging the visible row at `indexPath` (the table's reorder control;
    /// on a collection view, `beginInteractiveMovementForItem(at:)` does the same): the data
    /// source's `canMove...At` decides. Until the drop's callback returns,
    /// `hasUncommittedUpdates` is true.
    /// - Returns: whether the drag began.
    @discardableResult
    public func beginMovingRow(at indexPath: IndexPath) -> Bool {
        engine?.beginMovingRow(at: indexPath) ?? false
    }

    /// The finger holds the dragged row over `indexPath`: the place is clamped (in the row's
    /// own section `0..<count`, in another `0...count`) and offered to the delegate's target
    /// hook, which may retarget it.
    public func hoverMovingRow(over indexPath: IndexPath) {
        engine?.hoverMovingRow(over: indexPath)
    }

    /// The finger lifts the dragged row: when it lands elsewhere the list moves the row itself
    /// (no batch), then calls the data source's `move...At:to:`.
    /// - Returns: where the row landed; nil when no row was being dragged.
    @discardableResult
    public func dropMovingRow() -> IndexPath? {
        engine?.dropMovingRow()
    }

    /// The drag is cancelled: the row goes back, the data source is not told.
    public func cancelMovingRow() {
        engine?.cancelMovingRow()
    }
}
#endif
