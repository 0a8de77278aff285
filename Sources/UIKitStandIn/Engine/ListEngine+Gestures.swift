#if !canImport(UIKit)
import Foundation
import ListUpdates

extension ListEngine {
    /// A swipe on the visible row at `indexPath` from `edge` (see `StandInControls.swipe(_:at:fully:)`).
    /// - Returns: whether the row shows actions or performed one.
    func swipe(_ edge: ListSwipeEdge, at indexPath: IndexPath, fully: Bool) -> Bool {
        guard let host, moving == nil, let cell = visible[indexPath],
            let configuration = host.swipeActionsConfiguration(edge, at: indexPath),
            let first = configuration.actions.first
        else { return false }
        openSwipe = OpenSwipe(indexPath: indexPath, cell: cell, configuration: configuration)
        if fully, configuration.performsFirstActionWithFullSwipe { perform(first, in: cell) }
        return true
    }

    /// Taps the button titled `title` of the open swipe.
    /// - Returns: whether there was such a button.
    func tapSwipeAction(titled title: String) -> Bool {
        guard let swipe = openSwipe, let action = swipe.configuration.actions.first(where: { $0.title == title }) else {
            return false
        }
        perform(action, in: swipe.cell)
        return true
    }

    /// A long press on the visible row at `indexPath`: the delegate's configuration's action
    /// provider gives the menu (Apple documentation,
    /// `UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)`: "Return nil
    /// to prevent the interaction from beginning"; `UIContextMenuConfiguration.init(identifier:previewProvider:actionProvider:)`:
    /// the providers are called "when the menu is about to be presented"). The point is the
    /// row's center.
    /// - Returns: whether a menu with at least one element is shown.
    func longPress(at indexPath: IndexPath) -> Bool {
        guard let host, moving == nil, visible[indexPath] != nil, let frame = geometry.frame(of: indexPath),
            let configuration = host.delegateContextMenuConfiguration(
                at: indexPath, point: CGPoint(x: frame.midX, y: frame.midY))
        else { return false }
        _ = configuration.previewProvider?()
        guard let menu = configuration.actionProvider?([]), !menu.children.isEmpty else { return false }
        presentedMenu = menu
        return true
    }

    /// Chooses the action titled `title` of the presented menu (or of a submenu): the menu is
    /// dismissed, then the action's handler runs.
    /// - Returns: whether there was such an action.
    func chooseMenuAction(titled title: String) -> Bool {
        guard let menu = presentedMenu, let action = Self.action(titled: title, in: menu) else { return false }
        presentedMenu = nil
        action.handler(action)
        return true
    }

    // MARK: Private

    /// Runs `action`'s handler with `cell` as the source view; its completion closes the
    /// swipe (UIContextualAction.h: calling it resets "the context to its normal state") and
    /// records whether it performed the action.
    private func perform(_ action: UIContextualAction, in cell: UIView) {
        action.handler(action, cell) { [weak self] performed in
            guard let self else { return }
            controls.swipeActionCompletions.append(performed)
            if openSwipe?.cell === cell { openSwipe = nil }
        }
    }

    private static func action(titled title: String, in menu: UIMenu) -> UIAction? {
        for element in menu.children {
            if let action = element as? UIAction, action.title == title { return action }
            if let submenu = element as? UIMenu, let action = action(titled: title, in: submenu) { return action }
        }
        return nil
    }
}
#endif
