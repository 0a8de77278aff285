import Foundation
import ListUpdates

/// Why a simulated gesture on a `HeadlessListView` could not happen, with a message that
/// says what the list has and what would work instead.
///
/// ```text
/// the trailing swipe on [0, 1] has no button "Remove"; its buttons are: Delete, Archive
/// ```
public enum ListInteractionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The index path is not in the list; `counts` are its items per section.
    case outsideList(IndexPath, counts: [Int], noun: String)
    /// The item is in the list but not on screen: a finger cannot reach it.
    case notVisible(IndexPath, visible: ClosedRange<IndexPath>?)
    /// The delegate gives no buttons for a swipe on the item from that edge.
    case noSwipeActions(IndexPath, edge: ListSwipeEdge)
    /// A button was tapped or a full swipe asked for while no swipe is open.
    case noOpenSwipe
    /// The open swipe has no button with that title.
    case unknownSwipeAction(title: String, indexPath: IndexPath, edge: ListSwipeEdge, available: [String])
    /// The open swipe has fewer buttons than the index asked for.
    case swipeActionOutOfRange(Int, indexPath: IndexPath, edge: ListSwipeEdge, available: [String])
    /// The delegate gives no context menu for the item.
    case noContextMenu(IndexPath)
    /// An action was chosen while no context menu is open.
    case noOpenContextMenu
    /// The open context menu has no action with that title.
    case unknownMenuAction(title: String, indexPath: IndexPath, available: [String])
    /// The data source says the item cannot move (`canMoveItemAt` is false, its default).
    case cannotMove(IndexPath)

    /// What went wrong and what would work.
    public var description: String {
        switch self {
        case let .outsideList(indexPath, counts, noun):
            let sizes =
                counts.isEmpty
                ? "it has no sections"
                : "it has \(counts.count) section\(counts.count == 1 ? "" : "s") with "
                    + "[\(counts.map(String.init).joined(separator: ", "))] \(noun)s"
            return "\(Self.text(indexPath)) is outside the list: \(sizes)"
        case let .notVisible(indexPath, visible):
            let shown = visible.map { "visible: \(Self.text($0.lowerBound)) to \(Self.text($0.upperBound))" }
            return "\(Self.text(indexPath)) is not on screen (\(shown ?? "nothing is visible")); scroll to it first"
        case let .noSwipeActions(indexPath, edge):
            return "\(Self.text(indexPath)) has no \(edge.rawValue) swipe actions"
        case .noOpenSwipe:
            return "no swipe is open; swipe an item first"
        case let .unknownSwipeAction(title, indexPath, edge, available):
            return "the \(edge.rawValue) swipe on \(Self.text(indexPath)) has no button \(Self.quoted(title)); "
                + "its buttons are: \(available.joined(separator: ", "))"
        case let .swipeActionOutOfRange(index, indexPath, edge, available):
            return "the \(edge.rawValue) swipe on \(Self.text(indexPath)) has no button \(index) "
                + "(it has \(available.count), counted from 0): \(available.joined(separator: ", "))"
        case let .noContextMenu(indexPath):
            return "\(Self.text(indexPath)) has no context menu"
        case .noOpenContextMenu:
            return "no context menu is open; long-press an item first"
        case let .unknownMenuAction(title, indexPath, available):
            return "the context menu of \(Self.text(indexPath)) has no action \(Self.quoted(title)); "
                + "its actions are: \(available.joined(separator: ", "))"
        case let .cannotMove(indexPath):
            return "\(Self.text(indexPath)) cannot move: its data source's canMoveItemAt says no"
        }
    }

    /// `[0, 2]`, as scripts write an index path.
    package static func text(_ indexPath: IndexPath) -> String {
        "[\(indexPath.section), \(indexPath.item)]"
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
