import Foundation

/// One titled action of a context menu, as UIKit's `UIAction` in a `UIMenu`.
public struct ListMenuAction {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - title: the action's title.
    ///   - isDestructive: draws it red (`UIMenuElement.Attributes.destructive`).
    ///   - handler: runs on the main actor when the user chooses the action.
    public init(title: String, isDestructive: Bool = false, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.isDestructive = isDestructive
        self.handler = handler
    }

    // MARK: Public

    /// The action's title.
    public var title: String
    /// Whether the action is drawn as destructive.
    public var isDestructive: Bool
    /// What the action does.
    public var handler: @MainActor () -> Void
}

/// The menu a long press on an item opens, as UIKit's `UIContextMenuConfiguration` with a
/// `UIMenu` of `UIAction`s.
///
/// ```swift
/// ListContextMenu(title: "Milk", actions: [
///     ListMenuAction(title: "Rename") { interactor.dispatch(action: .rename(id: id)) },
///     ListMenuAction(title: "Delete", isDestructive: true) { interactor.dispatch(action: .delete(id: id)) },
/// ])
/// ```
public struct ListContextMenu {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - title: the menu's title; empty for none.
    ///   - actions: the actions, top to bottom.
    public init(title: String = "", actions: [ListMenuAction]) {
        self.title = title
        self.actions = actions
    }

    // MARK: Public

    /// The menu's title; empty for none.
    public var title: String
    /// The actions, top to bottom.
    public var actions: [ListMenuAction]
}
