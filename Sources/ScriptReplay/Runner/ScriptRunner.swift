import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Runs an action script against a real screen: builds the list, the interactor and the
/// adapter from the header, then performs each step and records what the adapter did.
///
/// ```swift
/// let script = try ActionScript.parse(text, file: path)
/// let report = ScriptRunner.run(script, screens: ExampleReplayScreens.factories)
/// print(report.passed)
/// ```
///
/// Everything runs on the main actor and on one `TestScheduler`: states emitted by a step
/// are applied before the next step (the adapter's hop to the main actor is flushed), so a
/// replay is deterministic. A step that cannot run (unknown action, tap outside the list)
/// stops the replay; the report keeps every step up to it. A failed expectation does not
/// stop it.
@MainActor
package final class ScriptRunner {
    let script: ActionScript
    let factory: ReplayScreenFactory
    let scheduler = TestScheduler()
    let listView: HeadlessListView
    let screen: ReplayScreen
    /// Entries recorded since the current step started.
    var pendingEntries: [RenderTrace.Entry] = []
    var summary = ReplaySummary()
    /// The latest decision for each identifier, with the line of the step it was taken in.
    var decisions: [String: (decision: RenderTrace.Decision, line: Int)] = [:]
    var currentLine: Int

    /// Replays `script` on the screen it names, one of `screens`.
    /// - Parameter stoppedBy: the error of a bad line that follows the script's steps (see
    ///   `ActionScript.parsePrefix`): the steps run, then the replay stops there with it.
    package static func run(
        _ script: ActionScript, screens: [ReplayScreenFactory], stoppedBy: ScriptError? = nil
    ) -> ReplayReport {
        guard let factory = screens.first(where: { $0.name == script.header.screen }) else {
            var report = ReplayReport(file: script.file, header: script.header)
            report.error = .unknownScreen(
                at: ScriptLocation(file: script.file, line: script.header.line), name: script.header.screen,
                screens: screens.map(\.name))
            return report
        }
        return ScriptRunner(script: script, factory: factory).run(stoppedBy: stoppedBy)
    }

    private init(script: ActionScript, factory: ReplayScreenFactory) {
        self.script = script
        self.factory = factory
        let header = script.header
        listView = HeadlessListView(
            style: header.style, viewportHeight: header.viewport, rowHeight: header.rowHeight ?? 44,
            headerHeight: header.headerHeight ?? 0, animationTimer: scheduler.animationTimer,
            animationDuration: header.animationDuration ?? 0.3)
        listView.isInWindow = header.inWindow
        screen = factory.make(ReplayEnvironment(scheduler: scheduler, listView: listView, header: header))
        currentLine = header.line
        if let threshold = header.fallbackThreshold { screen.adapter.fallbackThreshold = threshold }
        screen.adapter.isTracing = true
        screen.adapter.onTrace = { [unowned self] entry in receive(entry) }
    }

    private func run(stoppedBy: ScriptError?) -> ReplayReport {
        var report = ReplayReport(file: script.file, header: script.header)
        screen.bind()
        scheduler.advance(by: 0)
        report.steps.append(record(line: script.header.line, step: nil))
        for line in script.steps {
            currentLine = line.line
            var record: ReplayStepRecord
            do {
                record = try perform(line)
            } catch {
                record = self.record(line: line.line, step: line.step)
                record.error = error
                report.error = error
            }
            report.steps.append(record)
            if report.error != nil { break }
        }
        if report.error == nil, let stoppedBy {
            var record = self.record(line: stoppedBy.location.line, step: nil)
            record.error = .malformedStep(stoppedBy)
            report.error = record.error
            report.steps.append(record)
        }
        screen.adapter.onTrace = nil
        report.summary = summary
        return report
    }

    private func perform(_ line: ParsedScriptLine) throws(ReplayError) -> ReplayStepRecord {
        let source = RawScriptLine(file: script.file, number: line.line, text: Substring(line.text))
        var note: String?
        switch line.step {
        case .dispatch(let json):
            try ActionDecoding.dispatch(json, on: screen, factory: factory, line: source)
        case .tap(let section, let row):
            note = try tap(section: section, row: row, at: source.location(ofKey: "tap"))
        case .scroll(let offset):
            listView.scroll(to: offset)
        case .advance(let seconds):
            scheduler.advance(by: seconds)
        case .expect(let expectation):
            summary.steps += 1
            summary.expectations += 1
            let failures = check(expectation)
            if !failures.isEmpty { summary.failedExpectations += 1 }
            return record(line: line.line, step: line.step, failures: failures)
        }
        summary.steps += 1
        // Deliver what the step emitted: the adapter hops to the main actor on the scheduler.
        scheduler.advance(by: 0)
        return record(line: line.line, step: line.step, note: note)
    }

    /// Taps as a finger would, through `shouldHighlight` and `didSelect`.
    private func tap(section: Int, row: Int, at location: ScriptLocation) throws(ReplayError) -> String? {
        let counts = (0..<listView.numberOfSections).map { listView.numberOfItems(inSection: $0) }
        guard counts.indices.contains(section), row < counts[section] else {
            throw .tapOutsideList(
                at: location, section: section, row: row, counts: counts, noun: listView.style.itemNoun)
        }
        let indexPath = IndexPath(item: row, section: section)
        guard listView.cellForItem(at: indexPath) != nil else {
            throw .tapOffScreen(at: location, section: section, row: row, visible: Self.describeVisible(listView))
        }
        return listView.tapItem(at: indexPath) ? nil : "not highlighted: the cell's shouldHighlight said no"
    }

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
        pendingEntries.append(entry)
    }

    private func record(
        line: Int, step: ScriptStep?, failures: [ExpectationFailure] = [], note: String? = nil
    ) -> ReplayStepRecord {
        defer { pendingEntries = [] }
        return ReplayStepRecord(
            line: line, step: step, time: scheduler.now, entries: pendingEntries, failures: failures, note: note,
            frame: ReplayFrame(listView))
    }
}
