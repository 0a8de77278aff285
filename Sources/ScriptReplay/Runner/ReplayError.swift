import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Why a replay stopped at a step. Every message starts with `file:line:` and says what
/// would have been valid.
///
/// ```text
/// todo-basics.jsonl:12: tap [3, 0] is outside the list: it has 1 section with [4] rows
/// todo-basics.jsonl:8: unknown action "ad" (did you mean "add"?); the todo actions are: add, rename, ...
/// todo-swipe.jsonl:9: swipe: the trailing swipe on [0, 1] has no button "Remove"; its buttons are: Delete
/// ```
package enum ReplayError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The header names no known screen.
    case unknownScreen(at: ScriptLocation, name: String, screens: [String])
    /// The header names a screen whose registration is wrong (found when it was registered).
    case screenRegistration(at: ScriptLocation, ScreenRegistrationError)
    /// A `dispatch` step's key is not one of the screen's actions (or the value is not an
    /// object with one key); `key` is nil when there is no single key.
    case unknownAction(at: ScriptLocation, key: String?, screen: String, actions: [String])
    /// A `dispatch` step names an action but its payload does not decode; `field` is the
    /// coding path (`add.text`), `reason` what was wrong.
    case invalidAction(at: ScriptLocation, action: String, field: String, reason: String)
    /// A `tap` on an index path the list does not have; `counts` are the rows per section.
    case tapOutsideList(at: ScriptLocation, section: Int, row: Int, counts: [Int], noun: String)
    /// A `tap` on a row the list has but that is not on screen; `visible` names what is.
    case tapOffScreen(at: ScriptLocation, section: Int, row: Int, visible: String)
    /// A `swipe`, `drag` or `menu` step the list could not perform, and why.
    case interaction(at: ScriptLocation, step: String, ListInteractionError)
    /// A `drag` of a row the adapter does not let move, and which part of its registration says no.
    case immovable(at: ScriptLocation, row: ScriptRow, MoveRefusal)
    /// A line after the header that is not a well-formed step: the steps before it ran, and
    /// the replay stops there.
    case malformedStep(ScriptError)

    /// Where the problem is.
    package var location: ScriptLocation {
        switch self {
        case .unknownScreen(let at, _, _), .screenRegistration(let at, _), .unknownAction(let at, _, _, _),
            .invalidAction(let at, _, _, _),
            .tapOutsideList(let at, _, _, _, _), .tapOffScreen(let at, _, _, _), .interaction(let at, _, _),
            .immovable(let at, _, _):
            return at
        case .malformedStep(let error):
            return error.location
        }
    }

    package var description: String { "\(location): \(message)" }

    /// The message without its location, control characters escaped (a title a gesture step
    /// asked for is repeated in it).
    package var message: String { EchoedText.controlsEscaped(unescapedMessage) }

    private var unescapedMessage: String {
        switch self {
        case .unknownScreen(_, let name, let screens):
            return
                "unknown screen \(EchoedText.quoted(name))\(Suggestion.didYouMean(name, among: screens)); the screens are: "
                + screens.joined(separator: ", ")
        case .screenRegistration(_, let error):
            return error.description
        case .unknownAction(_, let key?, let screen, let actions):
            return
                "unknown action \(EchoedText.quoted(key))\(Suggestion.didYouMean(key, among: actions)); the \(screen) actions are: "
                + actions.joined(separator: ", ")
        case .unknownAction(_, nil, let screen, let actions):
            return "\"dispatch\" must be an object with one key, the action, e.g. "
                + "{\"\(actions.first ?? "action")\": {...}}; "
                + "the \(screen) actions are: " + actions.joined(separator: ", ")
        case .invalidAction(_, let action, let field, let reason):
            return "invalid \(EchoedText.quoted(action)) action: field \(EchoedText.quoted(field)) \(reason)"
        case .tapOutsideList(_, let section, let row, let counts, let noun):
            let sizes =
                counts.isEmpty
                ? "it has no sections"
                : "it has \(counts.count) section\(counts.count == 1 ? "" : "s") with [\(counts.map(String.init).joined(separator: ", "))] \(noun)s"
            return "tap [\(section), \(row)] is outside the list: \(sizes)"
        case .tapOffScreen(_, let section, let row, let visible):
            return "tap [\(section), \(row)] is not on screen (\(visible)); scroll to it first"
        case .interaction(_, let step, let error):
            return "\(step): " + Self.explain(error)
        case .immovable(_, let row, let refusal):
            return "drag: \(row) cannot be dragged: \(refusal)"
        case .malformedStep(let error):
            return error.message
        }
    }

    /// The list's reason, with what a screen's registration has to do with it.
    private static func explain(_ error: ListInteractionError) -> String {
        switch error {
        case .noSwipeActions(_, let edge):
            return "\(error) (the registration of its cell gives no \(edge.rawValue)SwipeActions for it)"
        case .noContextMenu:
            return "\(error) (the registration of its cell gives no contextMenu for it)"
        case .cannotMove(let indexPath):
            return "\(ListInteractionError.text(indexPath)) cannot be dragged (the registration of its cell "
                + "gives no move handler, or its canMove says no)"
        default:
            return error.description
        }
    }
}
