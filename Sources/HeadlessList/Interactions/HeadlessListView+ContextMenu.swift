import Foundation
import ListUpdates

extension HeadlessListView {
    /// The context menu a long press opened and the item it was opened on; nil when none is
    /// open.
    public var presentedContextMenu: (indexPath: IndexPath, menu: ListContextMenu)? {
        openContextMenu.map { ($0.indexPath, $0.menu) }
    }

    /// A finger presses and holds the visible item at `indexPath`: the delegate's
    /// `contextMenuForItemAt` gives the menu, which stays open until an action is chosen or
    /// it is dismissed. An open swipe closes first.
    ///
    /// ```swift
    /// let menu = try list.longPressItem(at: IndexPath(item: 0, section: 0))
    /// try list.chooseContextMenuAction(titled: "Rename")
    /// ```
    /// - Returns: the menu shown.
    /// - Throws: `ListInteractionError` when the item is not on screen or has no menu (nil, or
    ///   no action).
    @discardableResult
    public func longPressItem(at indexPath: IndexPath) throws(ListInteractionError) -> ListContextMenu {
        openSwipe = nil
        openContextMenu = nil
        try requireVisible(indexPath)
        guard let menu = delegate?.listView(self, contextMenuForItemAt: indexPath), !menu.actions.isEmpty else {
            throw .noContextMenu(indexPath)
        }
        openContextMenu = OpenContextMenu(indexPath: indexPath, menu: menu)
        return menu
    }

    /// Chooses the action titled `title` of the open context menu: the menu closes, then the
    /// action's handler runs.
    /// - Returns: the action performed.
    /// - Throws: `ListInteractionError` when no menu is open or it has no such action (the
    ///   message lists its actions); the menu then stays open.
    @discardableResult
    public func chooseContextMenuAction(titled title: String) throws(ListInteractionError) -> ListMenuAction {
        guard let open = openContextMenu else { throw .noOpenContextMenu }
        guard let action = open.menu.actions.first(where: { $0.title == title }) else {
            throw .unknownMenuAction(title: title, indexPath: open.indexPath, available: open.menu.actions.map(\.title))
        }
        openContextMenu = nil
        action.handler()
        return action
    }

    /// Closes the open context menu without choosing anything, as a tap outside it does.
    public func dismissContextMenu() {
        openContextMenu = nil
    }
}

/// A context menu open over the list, and the item it was opened on.
struct OpenContextMenu {
    var indexPath: IndexPath
    var menu: ListContextMenu
}
