import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The list contract's interactions in UIKit's objects, for a table and a collection view
/// alike: `ListSwipeActions` as a `UISwipeActionsConfiguration` of `UIContextualAction`s, and
/// `ListContextMenu` as a `UIContextMenuConfiguration` whose menu is a `UIMenu` of `UIAction`s.
@MainActor
enum UIKitInteractions {
    /// `actions` in UIKit's terms: one `UIContextualAction` per action, in order (the first is
    /// the outermost and the one a full swipe performs), `.destructive` or `.normal`; each
    /// handler runs the action's handler, then calls UIKit's completion with true so that the
    /// row leaves its swiped state. Nil stays nil: UIKit shows no actions.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    static func swipeActionsConfiguration(_ actions: ListSwipeActions?) -> UISwipeActionsConfiguration? {
        guard let actions else { return nil }
        let configuration = UISwipeActionsConfiguration(actions: actions.actions.map(contextualAction))
        configuration.performsFirstActionWithFullSwipe = actions.performsFirstActionWithFullSwipe
        return configuration
    }

    /// `menu` in UIKit's terms: a configuration without preview whose action provider gives a
    /// `UIMenu` titled as the menu with one `UIAction` per action (`.destructive` when the
    /// action is). Nil stays nil: UIKit does not begin the interaction.
    @available(iOS 13.0, tvOS 17.0, *)
    static func contextMenuConfiguration(_ menu: ListContextMenu?) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: menu.title, children: menu.actions.map(menuAction))
        }
    }

    // MARK: Private

    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    private static func contextualAction(_ action: ListSwipeAction) -> UIContextualAction {
        let style: UIContextualAction.Style = action.style == .destructive ? .destructive : .normal
        return UIContextualAction(style: style, title: action.title) { _, _, completion in
            action.handler()
            completion(true)
        }
    }

    @available(iOS 13.0, tvOS 17.0, *)
    private static func menuAction(_ action: ListMenuAction) -> UIAction {
        UIAction(title: action.title, attributes: action.isDestructive ? .destructive : []) { _ in action.handler() }
    }
}
