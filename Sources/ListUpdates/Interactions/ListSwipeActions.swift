import Foundation

/// One button revealed by swiping an item sideways, as UIKit's `UIContextualAction` is.
///
/// ```swift
/// ListSwipeAction(title: "Delete", style: .destructive) { interactor.dispatch(action: .delete(id: id)) }
/// ```
public struct ListSwipeAction {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - title: the button's title.
    ///   - style: `.destructive` draws it red (and UIKit then expects the item to go away).
    ///   - handler: runs on the main actor when the user taps the button or swipes fully.
    public init(title: String, style: Style = .normal, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    // MARK: Public

    /// How the button is drawn, as `UIContextualAction.Style`.
    public enum Style: Sendable, Equatable {
        /// A grey button.
        case normal
        /// A red button for an action that removes the item.
        case destructive
    }

    /// The button's title.
    public var title: String
    /// How the button is drawn.
    public var style: Style
    /// What the button does.
    public var handler: @MainActor () -> Void
}

/// The buttons one edge of an item reveals, as UIKit's `UISwipeActionsConfiguration`.
public struct ListSwipeActions {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - actions: the buttons, the first one nearest the edge the user swiped from.
    ///   - performsFirstActionWithFullSwipe: whether swiping all the way across performs the
    ///     first action (UIKit's default is true).
    public init(_ actions: [ListSwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    // MARK: Public

    /// The buttons, the first one nearest the edge the user swiped from.
    public var actions: [ListSwipeAction]
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe: Bool
}

/// The edge of an item a swipe starts from: `.trailing` (right to left in a left-to-right
/// language) reveals the trailing actions, `.leading` the leading ones.
public enum ListSwipeEdge: String, Sendable, Equatable, CaseIterable {
    /// The leading edge (left in a left-to-right language).
    case leading
    /// The trailing edge (right in a left-to-right language).
    case trailing
}
