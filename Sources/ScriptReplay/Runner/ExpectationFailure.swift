import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// One check of an `expect` step that did not hold: what was expected and what was there.
package struct ExpectationFailure: Equatable, Sendable, CustomStringConvertible {
    /// The check's key, e.g. `visible` or `lastDecision t2`.
    package var check: String
    /// What the script expected, as text.
    package var expected: String
    /// What the replay found, as text.
    package var actual: String

    package init(check: String, expected: String, actual: String) {
        self.check = check
        self.expected = expected
        self.actual = actual
    }

    /// `visible: expected ["Milk"], found ["Eggs"]`.
    package var description: String { "\(check): expected \(expected), found \(actual)" }
}
