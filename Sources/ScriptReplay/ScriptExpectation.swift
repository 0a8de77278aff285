import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// What an `expect` step checks. Every key is optional but at least one must be given;
/// all given checks must hold.
///
/// ```json
/// {"expect": {"rows": 3, "visible": ["Milk", "Eggs", "Bread"]}}
/// {"expect": {"rows": [4, 4], "contains": ["Ada", "12 likes"]}}
/// {"expect": {"lastDecision": {"item": "t1", "decision": "renderedInPlace"}}}
/// ```
///
/// - `rows`: a number is the total row count over all sections; an array is the count of
///   each section in order (so its length is the section count).
/// - `visible`: the texts of the cells on screen, top to bottom, exactly (section headers
///   are not included).
/// - `contains`: a text, or an array of texts, each of which must appear in the text of
///   some cell or section header on screen (a substring match, so `"Milk"` matches a cell
///   showing `"☐ Milk"`).
/// - `absent`: a text, or an array of texts, none of which may appear in any cell or section
///   header on screen.
/// - `lastDecision`: `{"item": ID_OR_TEXT, "decision": "renderedInPlace" | "reloaded" | "deferred"}`,
///   or an array of them. The item is named by its difference identifier (as text) or by the
///   text its cell shows; the check is on the most recent decision the adapter recorded for
///   it since the script started.
/// - `coalesced`: how many emissions the adapter skipped by coalescing since the script started.
/// - `fallbacks`: how many updates fell back to `reloadData()` since the script started.
/// - `swipeActions`: `{"item": [section, row], "edge": "trailing" | "leading", "titles": [...]}`,
///   the titles of the buttons a swipe on that row would show (the edge defaults to
///   trailing; `[]` for none), without swiping.
/// - `menuActions`: `{"item": [section, row], "titles": [...]}`, the titles of the actions of
///   the row's context menu (`[]` for none), without opening it.
/// - `lastDrag`: `{"from": [section, row], "to": [section, row]}`, where the last `drag` step
///   took a row from and where it landed (after clamping and retargeting).
/// - `alreadyShown`: how many states the adapter applied as already shown after the user's
///   drags since the script started.
/// - `invariants`: `"default"`, `"default,-pending"` or ids: the screen's invariants hold
///   (`ScreenInvariant`, and its own rules): no batch was rejected, no placeholder cell and
///   no other problem was reported since the script started, no identifier is duplicated, and
///   the screen, settled, shows the last state with nothing pending. Written after
///   `{"settle": {}}`, as a fuzz run's shrunk script ends.
/// - `frames`, `contentHeight`, `offset`, `firstVisible`, `measurements`: where rows are and
///   what sizing them cost; see `ScriptGeometryCheck`.
package struct ScriptExpectation: Equatable, Sendable {
    /// The keys an expectation may have, in the order they are documented (`ExpectationKey`).
    package static let keys = ExpectationKey.allCases.map(\.rawValue)

    /// The expected row count: over the whole list, or per section.
    package enum RowCount: Equatable, Sendable {
        /// The sum of the rows of every section.
        case total(Int)
        /// The rows of each section, in order.
        case perSection([Int])
    }

    /// One `lastDecision` check.
    package struct DecisionCheck: Equatable, Sendable {
        /// The item's difference identifier as text, or the text its cell shows.
        package var item: String
        /// The decision expected to be the item's most recent.
        package var decision: RenderTrace.Decision.Kind

        package init(item: String, decision: RenderTrace.Decision.Kind) {
            self.item = item
            self.decision = decision
        }
    }

    /// One `swipeActions` check.
    package struct SwipeActionsCheck: Equatable, Sendable {
        package var item: ScriptRow
        package var edge: ListSwipeEdge
        package var titles: [String]

        package init(item: ScriptRow, edge: ListSwipeEdge = .trailing, titles: [String]) {
            self.item = item
            self.edge = edge
            self.titles = titles
        }
    }

    /// A `lastDrag` check.
    package struct DragCheck: Equatable, Sendable {
        package var from: ScriptRow
        package var to: ScriptRow

        package init(from: ScriptRow, to: ScriptRow) {
            self.from = from
            self.to = to
        }
    }

    /// One `menuActions` check.
    package struct MenuActionsCheck: Equatable, Sendable {
        package var item: ScriptRow
        package var titles: [String]

        package init(item: ScriptRow, titles: [String]) {
            self.item = item
            self.titles = titles
        }
    }

    /// The expected row count, if checked.
    package var rows: RowCount?
    /// The exact texts of the visible cells, top to bottom, if checked.
    package var visible: [String]?
    /// Texts that must each appear in some visible cell or header; empty when not checked.
    package var contains: [String]
    /// Texts that must not appear in any visible cell or header; empty when not checked.
    package var absent: [String]
    /// Items whose most recent decision is checked; empty when not checked.
    package var lastDecisions: [DecisionCheck]
    /// The expected number of emissions skipped by coalescing so far, if checked.
    package var coalesced: Int?
    /// The expected number of fallbacks to `reloadData()` so far, if checked.
    package var fallbacks: Int?
    /// The buttons a swipe on a row would show, if checked.
    package var swipeActions: SwipeActionsCheck?
    /// The actions of a row's context menu, if checked.
    package var menuActions: MenuActionsCheck?
    /// Where the last drag took a row from and to, if checked.
    package var lastDrag: DragCheck?
    /// The expected number of states applied as already shown after drags, if checked.
    package var alreadyShown: Int?
    /// The invariants that must hold, if checked.
    package var invariants: InvariantSelection?
    /// Where rows are and what sizing them cost, where checked.
    package var geometry = ScriptGeometryCheck()

    package init(
        rows: RowCount? = nil, visible: [String]? = nil, contains: [String] = [], absent: [String] = [],
        lastDecisions: [DecisionCheck] = [], coalesced: Int? = nil, fallbacks: Int? = nil
    ) {
        self.rows = rows
        self.visible = visible
        self.contains = contains
        self.absent = absent
        self.lastDecisions = lastDecisions
        self.coalesced = coalesced
        self.fallbacks = fallbacks
    }
}
