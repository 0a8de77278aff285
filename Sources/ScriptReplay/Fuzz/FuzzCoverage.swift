/// What a fuzz run exercised: steps per kind and per action name, draws the screen's decoder
/// rejected, settle points reached and the most rows the list held.
public struct FuzzCoverage: Equatable, Sendable {
    /// Steps that ran, per kind (`dispatch`, `tap`, ...).
    public internal(set) var steps: [String: Int] = [:]
    /// Dispatched actions that ran, per action name.
    public internal(set) var actions: [String: Int] = [:]
    /// Draws the screen refused (its decoder rejected the payload, or the step could not run).
    public internal(set) var rejects = 0
    /// Settle points reached.
    public internal(set) var settlePoints = 0
    /// The most rows the list held at once.
    public internal(set) var mostRows = 0

    /// Adds `other`'s counts to these.
    mutating func add(_ other: FuzzCoverage) {
        steps.merge(other.steps, uniquingKeysWith: +)
        actions.merge(other.actions, uniquingKeysWith: +)
        rejects += other.rejects
        settlePoints += other.settlePoints
        mostRows = max(mostRows, other.mostRows)
    }

    /// Counts a step that ran.
    mutating func count(_ kind: FuzzStepKind, step: JSONValue) {
        steps[kind.rawValue, default: 0] += 1
        if kind == .settle { settlePoints += 1 }
        if kind == .dispatch, case .object(let members) = step, case .object(let action)? = members.first?.value,
            let name = action.first?.key
        {
            actions[name, default: 0] += 1
        }
    }
}
