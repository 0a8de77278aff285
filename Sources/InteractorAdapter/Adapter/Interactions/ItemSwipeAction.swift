import Foundation
import ListUpdates

/// A button that swiping an item reveals, as a cell's registration gives it: a title, a
/// style, and what it does with the item's view state. The handler gets the item's view
/// state as it is when the user taps the button (or swipes fully, for the first button),
/// found by the item's identifier: a state that changed while the swipe was open reaches it
/// as it is now, and a button of an item that is gone does nothing.
///
/// ```swift
/// adapter.registerCell(ofType: TodoEntryCell.self, trailingSwipeActions: { _ in
///     [.destructive("Delete") { state in todo.dispatch(action: .delete(id: state.id)) }]
/// })
/// ```
public struct ItemSwipeAction<ViewState> {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - title: the button's title.
    ///   - style: `.destructive` draws it red; `.normal` grey.
    ///   - handler: runs on the main actor with the item's view state as it is then.
    public init(title: String, style: ListSwipeAction.Style = .normal, handler: @escaping (ViewState) -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    // MARK: Public

    /// The button's title.
    public var title: String
    /// How the button is drawn.
    public var style: ListSwipeAction.Style
    /// What the button does with the item's view state.
    public var handler: (ViewState) -> Void

    /// A red button for an action that removes the item.
    public static func destructive(_ title: String, handler: @escaping (ViewState) -> Void) -> ItemSwipeAction {
        ItemSwipeAction(title: title, style: .destructive, handler: handler)
    }

    /// A grey button.
    public static func normal(_ title: String, handler: @escaping (ViewState) -> Void) -> ItemSwipeAction {
        ItemSwipeAction(title: title, style: .normal, handler: handler)
    }
}

/// An action of the context menu a long press on an item opens, as a cell's registration
/// gives it; its handler gets the item's view state as it is when the user chooses it
/// (nothing happens for an item that is gone).
///
/// ```swift
/// adapter.registerCell(ofType: TodoEntryCell.self, contextMenu: { state in
///     [ItemMenuAction(title: state.isDone ? "Mark as open" : "Mark as done") { todo.dispatch(action: .toggle(id: $0.id)) }]
/// })
/// ```
public struct ItemMenuAction<ViewState> {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - title: the action's title.
    ///   - isDestructive: draws it red.
    ///   - handler: runs on the main actor with the item's view state as it is then.
    public init(title: String, isDestructive: Bool = false, handler: @escaping (ViewState) -> Void) {
        self.title = title
        self.isDestructive = isDestructive
        self.handler = handler
    }

    // MARK: Public

    /// The action's title.
    public var title: String
    /// Whether the action is drawn as destructive.
    public var isDestructive: Bool
    /// What the action does with the item's view state.
    public var handler: (ViewState) -> Void
}

/// Where the user dragged an item: from `source` to `destination`, index paths in the
/// adapter's sections (a provider's own sections on a composed list), both as the list
/// shows them: `source` before the move, `destination` after it, as UIKit's
/// `tableView(_:moveRowAt:to:)` gives them. For a flat list, `item` is the row.
public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
    /// Where the item was.
    public var source: IndexPath
    /// Where it is now.
    public var destination: IndexPath

    /// A move from `source` to `destination`.
    public init(source: IndexPath, destination: IndexPath) {
        self.source = source
        self.destination = destination
    }

    /// `0-0>0-3`.
    public var description: String {
        TracePathText.move(BatchUpdate.Move(from: source, to: destination))
    }
}
