/// The one vocabulary of expectations: every check a script's `expect` step can make, by its
/// key, and the parameter of `ScreenHarness.expect(...)` that makes the same check with the
/// same meaning. A new check is a new case here, read by `ScriptExpectationReader`, made by
/// `ScreenDriver.check(_:)` and offered by the harness; the screen-testing tests go through
/// every case on both sides, so that neither can have a check the other lacks.
package enum ExpectationKey: String, CaseIterable, Sendable {
    case rows
    case visible
    case contains
    case absent
    case lastDecision
    case coalesced
    case fallbacks
    case swipeActions
    case menuActions
    case lastDrag
    case alreadyShown
    case invariants
    case frames
    case contentHeight
    case offset
    case firstVisible
    case measurements

    /// The checks of where rows are and what sizing them cost (`ScriptGeometryCheck`), which
    /// the harness makes with `expectLayout(...)`.
    package static let geometry: [ExpectationKey] = [.frames, .contentHeight, .offset, .firstVisible, .measurements]

    /// The labels of the harness's parameters that make this check: of `expect(...)`, or of
    /// `expectLayout(...)` for the `geometry` keys (`rows` also takes `rowsPerSection`, as a
    /// script's `rows` takes a number or an array).
    package var harnessLabels: [String] {
        switch self {
        case .rows: return ["rows", "rowsPerSection"]
        case .lastDecision: return ["lastDecisions"]
        default: return [rawValue]
        }
    }
}
