/// What a screen harness checks is left over when the test ends (`finish()`, or the harness
/// going away): by default everything, so that a test covers all the work it started.
///
/// ```swift
/// screen.exhaustivity = .off                    // check nothing left over
/// screen.exhaustivity = [.problems]             // only the adapter's problems
/// screen.exhaustivity.remove(.pendingWork)      // a screen with a timer that never stops
/// ```
public struct Exhaustivity: OptionSet, Sendable, Hashable {
    // MARK: Lifecycle

    /// A set of checks from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    // MARK: Public

    /// Actions still scheduled on the test scheduler: timers, debounces, answers from a
    /// backend and batch animations that have not finished. Move time with `advance(by:)`.
    public static let pendingWork = Exhaustivity(rawValue: 1 << 0)
    /// View states the interactor emitted that the adapter has not put on screen yet
    /// (waiting for an animation to end, or for the clock to run the adapter's hop).
    public static let unappliedStates = Exhaustivity(rawValue: 1 << 1)
    /// Problems the adapter reported (a view state with no registered cell, a batch the list
    /// rejected, duplicate identifiers) that `expectProblems(_:)` did not acknowledge.
    public static let problems = Exhaustivity(rawValue: 1 << 2)
    /// Every check: the default.
    public static let all: Exhaustivity = [.pendingWork, .unappliedStates, .problems]
    /// No check.
    public static let off: Exhaustivity = []

    /// The checks' bits.
    public let rawValue: Int
}
