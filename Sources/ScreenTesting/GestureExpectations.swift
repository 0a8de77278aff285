import Foundation

/// The buttons a swipe on a row would show, checked by `ScreenHarness.expect(swipeActions:)`
/// without swiping, as a script's `swipeActions` checks them.
///
/// ```swift
/// screen.expect(swipeActions: .at([0, 1], titles: ["Delete"]))
/// screen.expect(swipeActions: .at([0, 0], from: .leading, titles: []))   // no buttons
/// ```
public struct SwipeActionsExpectation: Equatable, Sendable {
    /// The row swiped.
    public var indexPath: IndexPath
    /// The edge the swipe starts from.
    public var edge: ListSwipeEdge
    /// The titles of its buttons, in order; empty for none.
    public var titles: [String]

    /// The row at `indexPath`, swiped from `edge`, shows buttons titled `titles`.
    public static func at(_ indexPath: IndexPath, from edge: ListSwipeEdge = .trailing, titles: [String]) -> Self {
        Self(indexPath: indexPath, edge: edge, titles: titles)
    }
}

/// The actions of a row's context menu, checked by `ScreenHarness.expect(menuActions:)`
/// without opening it, as a script's `menuActions` checks them.
///
/// ```swift
/// screen.expect(menuActions: .at([0, 1], titles: ["Rename", "Delete"]))
/// ```
public struct MenuActionsExpectation: Equatable, Sendable {
    /// The row long-pressed.
    public var indexPath: IndexPath
    /// The titles of its menu's actions, in order; empty for none.
    public var titles: [String]

    /// The row at `indexPath` has a menu of actions titled `titles`.
    public static func at(_ indexPath: IndexPath, titles: [String]) -> Self {
        Self(indexPath: indexPath, titles: titles)
    }
}

/// Where the last drag took a row, checked by `ScreenHarness.expect(lastDrag:)`, as a
/// script's `lastDrag` checks it (after clamping and retargeting).
///
/// ```swift
/// screen.drag(from: [1, 0], to: [0, 0])
/// screen.expect(lastDrag: .from([1, 0], to: [1, 0]))   // kept in its section
/// ```
public struct DragExpectation: Equatable, Sendable {
    /// Where the row was picked up.
    public var source: IndexPath
    /// Where it landed.
    public var destination: IndexPath

    /// The last drag picked a row up at `source` and it landed at `destination`.
    public static func from(_ source: IndexPath, to destination: IndexPath) -> Self {
        Self(source: source, destination: destination)
    }
}
