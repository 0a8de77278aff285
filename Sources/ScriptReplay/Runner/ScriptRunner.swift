import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Replays action scripts against real screens: builds the list from the script's header,
/// the screen it names with its factory, then performs each step and records what the
/// adapter did.
///
/// ```swift
/// let report = try ScriptRunner.replay(scriptAt: "Scripts/playlist-basics.jsonl", screens: [.playlist])
/// if !report.passed {
///     for failure in report.failures { print(failure) }   // Scripts/playlist-basics.jsonl:9:13: visible: ...
/// }
/// ```
///
/// Everything runs on the main actor and on one `TestScheduler`: states emitted by a step
/// are applied before the next step (the adapter's hop to the main actor is flushed), so a
/// replay is deterministic. A step that cannot run (unknown action, tap outside the list)
/// stops the replay; the report keeps every step up to it. A failed expectation does not
/// stop it.
@MainActor
public final class ScriptRunner {
    // MARK: Lifecycle

    /// A runner of `script`'s header on `factory`'s screen, for steps given one by one
    /// (`begin()`, then `perform(_:)`), as a fuzz run draws them.
    package init(script: ActionScript, factory: ReplayScreenFactory) {
        self.script = script
        self.factory = factory
        driver = ScreenDriver(setup: script.header.listSetup, scheduler: TestScheduler(), make: factory.make)
        driver.currentLine = script.header.line
        driver.rules = factory.rules
        driver.recurringTimers = Set(factory.recurringTimers)
        driver.makeFresh = factory.make
        driver.onEntry = { [unowned self] entry in pendingEntries.append(entry) }
    }

    // MARK: Public

    /// Replays the script at `path` on the screen its header names, one of `screens`.
    ///
    /// A line that is not a well-formed step stops the replay there, after the steps before
    /// it ran: the report says so, as it says which expectations failed.
    /// - Parameters:
    ///   - path: the script's path; failures name it as given.
    ///   - screens: the screens the script may name.
    /// - Returns: what every step did, the failures (each with its file, line and column),
    ///   the trace and the totals.
    /// - Throws: `ScriptFileError` when the file cannot be read or has no valid header.
    public static func replay(
        scriptAt path: String, screens: [ReplayScreenFactory]
    ) throws(ScriptFileError) -> ReplayReport {
        let file = try ScriptFile.load(path)
        var report = run(file.script, screens: screens, stoppedBy: file.stoppedBy)
        report.sourceLines = file.lines
        return report
    }

    // MARK: Internal

    /// Replays `script` on the screen it names, one of `screens`.
    /// - Parameter stoppedBy: the error of a bad line that follows the script's steps (see
    ///   `ActionScript.parsePrefix`): the steps run, then the replay stops there with it.
    package static func run(
        _ script: ActionScript, screens: [ReplayScreenFactory], stoppedBy: ScriptError? = nil
    ) -> ReplayReport {
        let header = ScriptLocation(file: script.file, line: script.header.line)
        guard let factory = screens.first(where: { $0.name == script.header.screen }) else {
            return stopped(
                script,
                by: .unknownScreen(at: header, name: script.header.screen, screens: screens.map(\.name)))
        }
        if let registrationError = factory.registrationError {
            return stopped(script, by: .screenRegistration(at: header, registrationError))
        }
        return ScriptRunner(script: script, factory: factory).run(stoppedBy: stoppedBy)
    }

    // MARK: Private

    /// The report of a replay that stopped at the header, before any step.
    private static func stopped(_ script: ActionScript, by error: ReplayError) -> ReplayReport {
        var report = ReplayReport(file: script.file, header: script.header)
        report.error = error
        report.failures = [ReplayReport.Failure(error, frame: nil)]
        return report
    }

    private let script: ActionScript
    private let factory: ReplayScreenFactory
    /// The screen being replayed.
    package let driver: ScreenDriver
    /// Entries recorded since the current step started.
    private var pendingEntries: [RenderTrace.Entry] = []

    private func run(stoppedBy: ScriptError?) -> ReplayReport {
        var report = ReplayReport(file: script.file, header: script.header)
        driver.start()
        report.steps.append(record(line: script.header.line, step: nil))
        for line in script.steps {
            driver.currentLine = line.line
            var record: ReplayStepRecord
            do {
                record = try perform(line)
            } catch {
                record = self.record(line: line.line, step: line.step)
                record.error = error
                report.error = error
            }
            report.steps.append(record)
            report.failures += failures(of: record, written: line.text)
            if report.error != nil { break }
        }
        if report.error == nil, let stoppedBy {
            var record = self.record(line: stoppedBy.location.line, step: nil)
            record.error = .malformedStep(stoppedBy)
            report.error = record.error
            report.steps.append(record)
            report.failures += failures(of: record, written: "")
        }
        driver.screen.adapter.onTrace = nil
        report.summary = driver.summary
        return report
    }

    /// Binds the screen and shows its first state, as a replay does before its first step.
    package func begin() {
        driver.start()
    }

    /// Performs one step as a replay does: the screen's action decoded and dispatched, a
    /// gesture made, time moved, or checks made; then what the step emitted is applied.
    /// - Throws: `ReplayError` when the step cannot run (nothing happened then).
    package func perform(_ line: ParsedScriptLine) throws(ReplayError) -> ReplayStepRecord {
        let (note, failures) = try act(line)
        return record(line: line.line, step: line.step, failures: failures, note: note)
    }

    /// Performs one step as `perform(_:)` does, without recording it (no frame drawn, no
    /// layout worked out): a fuzz run checks invariants after each step and keeps only its
    /// lines, which are replayed, recorded, when they fail.
    package func performUnrecorded(_ line: ParsedScriptLine) throws(ReplayError) {
        defer { pendingEntries = [] }
        _ = try act(line)
    }

    private func act(_ line: ParsedScriptLine) throws(ReplayError) -> (note: String?, failures: [ExpectationFailure]) {
        let source = RawScriptLine(file: script.file, number: line.line, text: Substring(line.text))
        var note: String?
        switch line.step {
        case .dispatch(let json):
            try ActionDecoding.dispatch(json, on: driver.screen, factory: factory, line: source)
        case .tap(let section, let row):
            note = try driver.tap(section: section, row: row, at: source.location(ofKey: "tap"))
        case .swipe(let swipe):
            note = try driver.swipe(swipe, at: source.location(ofKey: "swipe"))
        case .drag(let from, let to):
            note = try driver.drag(from: from, to: to, at: source.location(ofKey: "drag"))
        case .menu(let menu):
            note = try driver.menu(menu, at: source.location(ofKey: "menu"))
        case .scroll(let offset):
            driver.scroll(to: offset)
        case .advance(let seconds):
            driver.advance(by: seconds)
        case .settle:
            driver.settleCompletely()
        case .resize(let width):
            driver.resize(width: width)
        case .expect(let expectation):
            let failures = driver.check(expectation)
            driver.countStep(isExpectation: true, failed: !failures.isEmpty)
            return (nil, failures)
        }
        driver.countStep()
        // Deliver what the step emitted: the adapter hops to the main actor on the scheduler.
        driver.settle()
        return (note, [])
    }

    private func record(
        line: Int, step: ScriptStep?, failures: [ExpectationFailure] = [], note: String? = nil
    ) -> ReplayStepRecord {
        defer { pendingEntries = [] }
        let frame = driver.frame
        return ReplayStepRecord(
            line: line, step: step, time: driver.scheduler.now, entries: pendingEntries, failures: failures,
            note: note, frame: frame, layout: driver.layout(of: frame))
    }

    /// The report's failures for a step: each failed check, located at its key in the line
    /// as `written`, and the error that stopped the replay there.
    private func failures(of record: ReplayStepRecord, written: String) -> [ReplayReport.Failure] {
        let line = RawScriptLine(file: script.file, number: record.line, text: Substring(written))
        // The line is searched only when a check failed.
        let expect = record.failures.isEmpty ? line.start : line.location(ofKey: "expect")
        var examined = 0
        let locations = line.locations(of: record.failures, after: expect.column + 1, examined: &examined)
        var failures = zip(record.failures, locations).map { failure, location in
            ReplayReport.Failure(location: location, message: failure.description, frame: record.frame)
        }
        if let error = record.error { failures.append(ReplayReport.Failure(error, frame: record.frame)) }
        return failures
    }
}
