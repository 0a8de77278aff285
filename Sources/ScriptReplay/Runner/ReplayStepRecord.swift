import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// What happened during one step of a replay (or during the setup, for the header line).
package struct ReplayStepRecord: Equatable, Sendable {
    /// The line of the script the step was written on.
    package var line: Int
    /// The step, or nil for the setup (binding the adapter to the interactor).
    package var step: ScriptStep?
    /// The virtual time after the step, in seconds.
    package var time: Double
    /// What the adapter applied during the step, in order.
    package var entries: [RenderTrace.Entry]
    /// For an `expect` step, the checks that did not hold (empty when all held).
    package var failures: [ExpectationFailure]
    /// What stopped the replay at this step, if anything.
    package var error: ReplayError?
    /// Something worth saying that is not an error, e.g. a tap the cell did not highlight for,
    /// or what a swipe, drag or long press did.
    package var note: String?
    /// What the list showed after the step.
    package var frame: ScreenFrame
    /// Where each line of `frame` lay, and what was behind it.
    package var layout: FrameLayout

    package init(
        line: Int, step: ScriptStep?, time: Double, entries: [RenderTrace.Entry] = [],
        failures: [ExpectationFailure] = [], error: ReplayError? = nil, note: String? = nil, frame: ScreenFrame,
        layout: FrameLayout = FrameLayout()
    ) {
        self.line = line
        self.step = step
        self.time = time
        self.entries = entries
        self.failures = failures
        self.error = error
        self.note = note
        self.frame = frame
        self.layout = layout
    }

    /// Whether the step is an `expect` step.
    package var isExpectation: Bool {
        if case .expect = step { return true }
        return false
    }
}
