import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Totals over a replay (printed at its end) or a screen test: steps, checks, and what the
/// adapter did.
public struct ReplaySummary: Equatable, Sendable, Codable {
    /// Script steps run (the setup not counted).
    public package(set) var steps = 0
    /// `expect` steps run.
    public package(set) var expectations = 0
    /// `expect` steps with at least one failed check.
    public package(set) var failedExpectations = 0
    /// Emissions the adapter applied (including those it found equal to the screen).
    public package(set) var updates = 0
    /// Batch updates performed (one per applied stage).
    public package(set) var batches = 0
    /// Visible cells that rendered a new state in place.
    public package(set) var renderedInPlace = 0
    /// Rows or sections reloaded in a batch.
    public package(set) var reloaded = 0
    /// Updates to items off screen, left for when they scroll in.
    public package(set) var deferred = 0
    /// Emissions skipped by coalescing.
    public package(set) var coalesced = 0
    /// Updates applied with `reloadData()` instead of batches (the first data not counted).
    public package(set) var fallbacks = 0

    package init() {}

    /// Adds what `entry` did; `isFirstData` for the entry that showed the first state.
    mutating func add(_ entry: RenderTrace.Entry, isFirstData: Bool) {
        guard entry.kind == .update else { return }
        updates += 1
        coalesced += entry.coalescedEmissions
        if entry.method == .reloadData, !isFirstData { fallbacks += 1 }
        if entry.method == .batches { batches += entry.stages.count }
        for decision in entry.stages.flatMap(\.decisions) {
            switch decision.kind {
            case .renderedInPlace: renderedInPlace += 1
            case .reloaded: reloaded += 1
            case .deferred: deferred += 1
            }
        }
    }

    /// The totals as `replay` prints them at the end: `summary: 20 steps, 6 expectations
    /// held, 8 updates, 10 batches, 8 rendered in place, 0 reloaded, 0 deferred, 0 coalesced,
    /// 0 fallbacks`.
    package var line: String {
        let expectations =
            failedExpectations == 0
            ? ReplayTextPrinter.count(self.expectations, "expectation") + " held"
            : "\(failedExpectations) of " + ReplayTextPrinter.count(self.expectations, "expectation") + " FAILED"
        return "summary: "
            + [
                ReplayTextPrinter.count(steps, "step"), expectations, ReplayTextPrinter.count(updates, "update"),
                ReplayTextPrinter.count(batches, "batch", plural: "batches"), "\(renderedInPlace) rendered in place",
                "\(reloaded) reloaded", "\(deferred) deferred", "\(coalesced) coalesced",
                ReplayTextPrinter.count(fallbacks, "fallback"),
            ].joined(separator: ", ")
    }
}
