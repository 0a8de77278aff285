/// A failure a fuzz session found, shrunk to a script.
public struct FuzzFailure: Equatable, Sendable {
    /// The run it was found in (`--run K` reproduces it).
    public var run: Int
    /// The invariant that did not hold and what was wrong (UIKit's words for a batch).
    public var violation: InvariantViolation
    /// The steps the run took up to the failure.
    public var stepsBefore: Int
    /// The steps of the shrunk script.
    public var stepsAfter: Int
    /// Replays the shrink used.
    public var replays: Int
    /// Whether two replays of the shrunk script traced differently, or it did not fail again.
    public var flaky: Bool
    /// The shrunk script: the file to commit.
    public var script: String
    /// The line of `script` of the last step before the settle point: the one that broke it.
    public var failingLine: Int
    /// The failing step as written.
    public var failingStep: String
    /// The screen before and after the failing step, as `--frames` prints it.
    public var frameBefore: String
    public var frameAfter: String
    /// The last lines of the shrunk script's trace.
    public var traceTail: [String]
}
