import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// One line of an action script after the header: an object with exactly one key.
///
/// ```json
/// {"dispatch": {"add": {"text": "Milk"}}}
/// {"tap": [0, 2]}
/// {"scroll": 320}
/// {"advance": 0.3}
/// {"expect": {"rows": 3, "contains": "Milk"}}
/// {"swipe": {"item": [0, 1], "action": "Delete"}}
/// {"drag": {"from": [0, 0], "to": [0, 2]}}
/// {"menu": {"item": [0, 1], "action": "Rename"}}
/// {"settle": {}}
/// {"resize": {"width": 480}}
/// ```
package enum ScriptStep: Equatable, Sendable {
    /// Sends an action to the screen's interactor. The value is the action's `Codable` form,
    /// e.g. `{"add": {"text": "Milk"}}`; the screen decodes it when the step runs.
    case dispatch(JSONValue)
    /// Taps the row at `[section, row]` (both counted from 0), as a finger on the list would.
    case tap(section: Int, row: Int)
    /// Sets the list's content offset, in points from the top.
    case scroll(Double)
    /// Moves virtual time forward by this many seconds: timers, debounces, background work
    /// and animations scheduled on the replay's `TestScheduler` run.
    case advance(Double)
    /// Checks what is on screen and what the adapter decided; see `ScriptExpectation`.
    case expect(ScriptExpectation)
    /// Swipes a visible row from an edge, then taps one of its buttons, swipes fully or
    /// leaves it open; see `ScriptSwipe`.
    case swipe(ScriptSwipe)
    /// Drags the visible row at `from` and lets it go over `to`, as a reordering finger does.
    case drag(from: ScriptRow, to: ScriptRow)
    /// Long-presses a visible row and chooses an action of its context menu; see `ScriptMenu`.
    case menu(ScriptMenu)
    /// Lets the screen come to rest: runs everything waiting on the virtual clock, in time
    /// order, until nothing is (a timer that re-arms itself forever is stopped after
    /// `ScreenDriver.settleLimit` actions and stays pending), so that what follows sees the
    /// settled screen. Written `{"settle": {}}`.
    case settle

    /// Gives the list another width in points (a rotation): rows sized by their content are
    /// measured again at it, the first visible row staying where it is on screen.
    case resize(width: Double)

    /// The keys a step may have, in the order they are documented.
    package static let keys = [
        "dispatch", "tap", "scroll", "advance", "expect", "swipe", "drag", "menu", "settle", "resize",
    ]

    /// The step's key, as written in the script.
    package var key: String {
        switch self {
        case .dispatch: return "dispatch"
        case .tap: return "tap"
        case .scroll: return "scroll"
        case .advance: return "advance"
        case .expect: return "expect"
        case .swipe: return "swipe"
        case .drag: return "drag"
        case .menu: return "menu"
        case .settle: return "settle"
        case .resize: return "resize"
        }
    }
}
