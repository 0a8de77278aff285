import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A screen on a headless list and a virtual clock, driven as a user would drive it and
/// watched as a test watches it: the one wiring both a script's replay and a screen test
/// run on, so that a check says the same thing, in the same words, in both.
///
/// It switches the adapter's tracing on and records every entry, the latest decision for
/// each item, the totals and every problem the adapter reports. After each thing it does it
/// lets the adapter apply what the screen emitted (the adapter's hop to the main actor runs
/// on the clock at the current time), so what follows sees the screen as a user would.
@MainActor
package final class ScreenDriver {
    // MARK: Lifecycle

    /// Builds the list `setup` describes on `scheduler` and the screen on it; `start()` binds it.
    package init(setup: ListSetup, scheduler: TestScheduler, make: (ReplayEnvironment) -> ReplayScreen) {
        self.scheduler = scheduler
        self.setup = setup
        listView = setup.makeListView(on: scheduler)
        screen = make(ReplayEnvironment(scheduler: scheduler, listView: listView))
        if let threshold = setup.fallbackThreshold { screen.adapter.fallbackThreshold = threshold }
        screen.adapter.sizingWidth = setup.width
        if let estimate = setup.estimatedRowHeight { screen.adapter.estimatedRowHeight = estimate }
        screen.adapter.isTracing = true
        screen.adapter.onTrace = { [unowned self] entry in receive(entry) }
        screen.adapter.problemHandler = { [unowned self] problem in problems.append(problem) }
    }

    // MARK: Internal

    /// A latest decision and the line it was taken on.
    package typealias RecordedDecision = (decision: RenderTrace.Decision, line: Int)

    /// The clock everything on the screen runs on.
    package let scheduler: TestScheduler
    /// How the list is set up.
    package let setup: ListSetup
    /// Builds the screen again, on another list and clock, for the `fresh-reload` invariant;
    /// nil where the screen cannot be built again (a screen test's harness).
    package var makeFresh: ((ReplayEnvironment) -> ReplayScreen)?
    /// The list the adapter drives.
    package let listView: HeadlessListView
    /// The interactor and its adapter.
    package let screen: ReplayScreen
    /// Every trace entry since the screen was bound, oldest first.
    package private(set) var entries: [RenderTrace.Entry] = []
    /// Totals since the screen was bound.
    package private(set) var summary = ReplaySummary()
    /// The latest decision for each identifier, with the line of the step it was taken in.
    package private(set) var decisions: [String: RecordedDecision] = [:]
    /// Every problem the adapter reported and nobody acknowledged yet, oldest first.
    package var problems: [ListAdapterProblem] = []
    /// The line the current step was written on (a script's, or a test's); decisions taken
    /// meanwhile are said to be taken there.
    package var currentLine = 0
    /// Told every trace entry after the driver has recorded it.
    package var onEntry: ((RenderTrace.Entry) -> Void)?
    /// Where the last drag took a row, for `lastDrag` checks.
    package internal(set) var lastDrag: ListDragOutcome?
    /// What the last drag did, as its note says it (with why it was kept in its section).
    package internal(set) var lastDragDescription: String?
    /// How many states the adapter applied as already shown after the user's drags.
    package private(set) var alreadyShownCount = 0
    /// The screen's own rules, checked with the built-in invariants.
    package var rules: [ErasedScreenRule] = []
    /// The labels of the screen's declared recurring timers (`TestScheduler.labeled(_:)`):
    /// what they schedule is neither run to the end by a settle nor counted as pending.
    package var recurringTimers: Set<String> = []
    /// Measuring calls made before the screen was bound (none, unless the screen measured
    /// while being built).
    package private(set) var measurementsBeforeStart = 0

    /// What the list shows now.
    package var frame: ScreenFrame { ScreenFrame(listView) }

    /// Where each line of `frame`, which the list shows now, lies, and what is behind it.
    package func layout(of frame: ScreenFrame) -> FrameLayout {
        FrameLayout(of: frame, list: listView, adapter: screen.adapter)
    }

    /// Binds the adapter to the interactor and shows the first state.
    package func start() {
        measurementsBeforeStart = screen.adapter.measurementCount
        screen.bind()
        settle()
    }

    /// Lets the adapter apply what was emitted: runs what is due on the clock now.
    package func settle() {
        scheduler.advance(by: 0)
    }

    /// Moves virtual time forward, running timers, debounces and animations due meanwhile.
    package func advance(by seconds: Double) {
        scheduler.advance(by: seconds)
    }

    /// Sets the list's content offset and lets the adapter apply what that caused.
    package func scroll(to offset: Double) {
        listView.scroll(to: offset)
        settle()
    }

    /// Gives the list another width (a rotation) and lets the adapter apply what that caused.
    package func resize(width: Double) {
        screen.adapter.sizingWidth = width
        settle()
    }

    /// Taps the row at `section`, `row` as a finger would, through `shouldHighlight` and
    /// `didSelect`, and lets the adapter apply what the tap caused.
    /// - Returns: a note when the cell did not highlight (so the tap did nothing).
    /// - Throws: `ReplayError` at `location` when the row is outside the list or off screen.
    package func tap(section: Int, row: Int, at location: ScriptLocation) throws(ReplayError) -> String? {
        let counts = (0..<listView.numberOfSections).map { listView.numberOfItems(inSection: $0) }
        guard counts.indices.contains(section), row < counts[section] else {
            throw .tapOutsideList(
                at: location, section: section, row: row, counts: counts, noun: listView.style.itemNoun)
        }
        let indexPath = IndexPath(item: row, section: section)
        guard listView.cellForItem(at: indexPath) != nil else {
            throw .tapOffScreen(at: location, section: section, row: row, visible: Self.describeVisible(listView))
        }
        let highlighted = listView.tapItem(at: indexPath)
        settle()
        return highlighted ? nil : "not highlighted: the cell's shouldHighlight said no"
    }

    /// Counts a step in the totals: an expectation, and whether it failed, or another step.
    package func countStep(isExpectation: Bool = false, failed: Bool = false) {
        summary.steps += 1
        if isExpectation { summary.expectations += 1 }
        if failed { summary.failedExpectations += 1 }
    }

    /// The difference identifier of the visible row or header whose text is `text`.
    package func identifier(ofVisibleText text: String) -> String? {
        for line in frame.lines where line.text == text {
            switch line {
            case .header(let section, _), .footer(let section, _): return screen.adapter.identifier(ofSection: section)
            case .row(let section, let row, _, _):
                return screen.adapter.identifier(ofItemAt: IndexPath(item: row, section: section))
            }
        }
        return nil
    }

    // MARK: Private

    private static func describeVisible(_ list: HeadlessListView) -> String {
        let visible = list.indexPathsForVisibleItems
        guard let first = visible.first, let last = visible.last else { return "nothing is visible" }
        return "visible: [\(first.section), \(first.item)] to [\(last.section), \(last.item)] at offset "
            + ReplayNumber.format(list.contentOffset)
    }

    private func receive(_ entry: RenderTrace.Entry) {
        let isFirstData = entry.kind == .update && summary.updates == 0
        summary.add(entry, isFirstData: isFirstData)
        for decision in entry.stages.flatMap(\.decisions) {
            decisions[decision.identifier] = (decision, currentLine)
        }
        if case .alreadyShown = entry.reason { alreadyShownCount += 1 }
        entries.append(entry)
        onEntry?(entry)
    }
}
