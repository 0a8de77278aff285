import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Everything a replay did, step by step: what the tool prints, what goldens pin.
package struct ReplayReport: Equatable, Sendable {
    /// The script's path, as given.
    package var file: String
    /// The script's header.
    package var header: ScriptHeader
    /// One record per step run, the setup first; a step that stopped the replay is the last.
    package var steps: [ReplayStepRecord]
    /// Totals.
    package var summary: ReplaySummary
    /// What stopped the replay, if anything: an unknown screen (before any step) or a step's error.
    package var error: ReplayError?

    package init(
        file: String, header: ScriptHeader, steps: [ReplayStepRecord] = [], summary: ReplaySummary = ReplaySummary()
    ) {
        self.file = file
        self.header = header
        self.steps = steps
        self.summary = summary
    }

    /// Every expectation held and nothing stopped the replay.
    package var passed: Bool { error == nil && summary.failedExpectations == 0 }

    /// Every trace entry, in order.
    package var trace: RenderTrace { RenderTrace(entries: steps.flatMap(\.entries)) }
}
