import Foundation
import TestSupport
import Testing

@testable import ScriptReplay

/// The invariants added to the first ones: declared recurring timers exempt from
/// `pending`, `heights`, the optional `fresh-reload`, and `settled`, rules and generators
/// on a composed screen. Each holds on the correct notes screen and catches its planted bug.
@MainActor
@Suite struct ScreenInvariantTests {
    private static let clockScript = """
        {"screen": "notes", "viewport": 300}
        {"dispatch": {"startTimer": {}}}
        {"settle": {}}
        {"expect": {"invariants": "default"}}
        """

    private func replay(_ text: String, on factory: ReplayScreenFactory) throws -> ReplayReport {
        ScriptRunner.run(try ActionScript.parse(text, file: "invariants.jsonl"), screens: [factory])
    }

    // MARK: Recurring timers

    @Test func aDeclaredClockIsNeitherRunToTheEndNorPending() throws {
        let runner = ScriptRunner(
            script: try ActionScript.parse(#"{"screen": "notes", "viewport": 300}"#, file: "clock"),
            factory: .notes(.none))
        runner.begin()
        let driver = runner.driver
        try driver.screen.dispatch?(try JSONParser.parse(#"{"startTimer": {}}"#))
        driver.settleCompletely()
        #expect(driver.scheduler.now == 0)
        #expect(driver.pendingWorkTimes.isEmpty)
        #expect(driver.scheduler.pendingActions.map(\.label) == ["clock"])
        #expect(driver.violations(of: .default, settled: true).isEmpty)
        driver.advance(by: 3.5)
        #expect(driver.scheduler.pendingActions.map(\.time) == [4])

        #expect(try replay(Self.clockScript, on: .notes(.none)).passed)
    }

    @Test func theSameClockUndeclaredIsPending() throws {
        let report = try replay(Self.clockScript, on: .notes(.none, declaresClock: false))
        #expect(report.failures.contains { $0.message.hasPrefix("invariants pending:") }, "\(report.failures)")

        let fuzz = FuzzSession.run(.notes(.none, declaresClock: false), options: FuzzOptions(runs: 200, seed: 1))
        let failure = try #require(fuzz.failure)
        #expect(failure.violation.id == "pending")
        #expect(failure.stepsAfter <= 5, "\(failure.script)")
        #expect(failure.script.contains(#"{"dispatch":{"startTimer":{}}}"#))
    }

    // MARK: Heights

    @Test func heightsHoldOnTheCorrectScreenAndCatchAStaleSizeHash() throws {
        let script = """
            {"screen": "notes", "viewport": 300}
            {"dispatch": {"add": {"title": "Short"}}}
            {"dispatch": {"rename": {"id": 1, "title": "A title long enough to need a second line and a third"}}}
            {"settle": {}}
            {"expect": {"invariants": "default"}}
            """
        let correct = try replay(script, on: .notes(.none))
        #expect(correct.passed, "\(correct.failures)")
        let stale = try replay(script, on: .notes(.sizeHashIgnoresTitle))
        let message = try #require(stale.failures.first?.message)
        #expect(
            message.hasSuffix("row [0, 0] (1) is 44 points high on the list, its sizing gives 88 at width 320"),
            "\(message)")
        #expect(message.hasPrefix("invariants heights:"))
    }

    @Test func aStaleSizeHashIsFoundAndShrunk() throws {
        let report = FuzzSession.run(.notes(.sizeHashIgnoresTitle), options: FuzzOptions(runs: 200, seed: 1))
        let failure = try #require(report.failure, "not found in \(report.steps) steps")
        #expect(failure.violation.id == "heights", "\(failure.violation)")
        #expect(failure.stepsAfter <= 5, "\(failure.script)")
        #expect(!failure.flaky)
    }

    // MARK: Fresh reload

    @Test func freshReloadIsOffByDefaultAndNamedToBeOn() throws {
        #expect(!InvariantSelection.default.includes("fresh-reload"))
        let selection = try InvariantSelection(parsing: "default,fresh-reload")
        #expect(selection.includes("fresh-reload"))
        #expect(selection.includes("heights"))
        #expect(!(try InvariantSelection(parsing: "default,fresh-reload,-fresh-reload")).includes("fresh-reload"))
    }

    @Test func freshReloadHoldsOnTheCorrectScreenAndCatchesAStaleCell() throws {
        // A pinned note grows (its row is reloaded, its cell goes to the pool), and the cell
        // that showed the pin is reused for a new note.
        let script = """
            {"screen": "notes", "viewport": 600}
            {"dispatch": {"add": {"title": "Draft"}}}
            {"dispatch": {"pin": {"id": 1}}}
            {"advance": 1}
            {"dispatch": {"rename": {"id": 1, "title": "%@"}}}
            {"dispatch": {"add": {"title": "Plan"}}}
            {"settle": {}}
            {"expect": {"invariants": "default,fresh-reload"}}
            """.replacingOccurrences(of: "%@", with: String(repeating: "a", count: 100))
        #expect(try replay(script, on: .notes(.none)).passed)
        // The stale cell breaks no default invariant: only a fresh list shows the difference.
        let defaultOnly = script.replacingOccurrences(of: "default,fresh-reload", with: "default")
        #expect(try replay(defaultOnly, on: .notes(.cellKeepsPin)).passed)
        let stale = try replay(script, on: .notes(.cellKeepsPin))
        let message = try #require(stale.failures.first?.message)
        #expect(message.hasPrefix("invariants fresh-reload:"), "\(message)")
        #expect(
            message.hasSuffix(
                #"shows "📌 Plan", a fresh list given the last state shows "Plan" (cells not rendered from the "#
                    + "current view state?)"),
            "\(message)")
    }

    @Test func aFuzzRunWithFreshReloadRunsCleanOnTheCorrectScreenAndFindsTheStaleCell() throws {
        let options = FuzzOptions(
            runs: 60, seed: 2, invariants: try InvariantSelection(parsing: "default,fresh-reload"))
        let clean = FuzzSession.run(.notes(.none), options: options)
        #expect(clean.failure == nil, "\(clean.text)")
        var finding = options
        finding.runs = 200
        let report = FuzzSession.run(.notes(.cellKeepsPin), options: finding)
        let failure = try #require(report.failure)
        #expect(failure.violation.id == "fresh-reload", "\(failure.violation)")
        #expect(failure.stepsAfter <= 5, "\(failure.script)")
    }

    // MARK: Composed screens

    @Test func aComposedScreenIsComparedProviderByProvider() throws {
        let runner = ScriptRunner(
            script: try ActionScript.parse(#"{"screen": "composed-notes", "viewport": 300}"#, file: "composed"),
            factory: .composedNotes(.none))
        runner.begin()
        let driver = runner.driver
        #expect(driver.screen.settledMismatch() == nil)
        try driver.screen.dispatch?(try JSONParser.parse(#"{"add": {"title": "One"}}"#))
        driver.settle()
        // The first add animates; a second one waits for it, so the notes provider shows
        // one note and has received two.
        try driver.screen.dispatch?(try JSONParser.parse(#"{"add": {"title": "Two"}}"#))
        driver.settle()
        #expect(driver.screen.adapter.isAnimating)
        #expect(
            driver.screen.settledMismatch()
                == "provider notes (from list section 1): section 0 shows 1 rows, the last state has 2")
        driver.settleCompletely()
        #expect(driver.screen.settledMismatch() == nil)
        #expect(driver.violations(of: .default, settled: true).isEmpty)
        // Rules and generators are given the state of the interactor scripts dispatch to.
        #expect((driver.screen.lastState() as? [NoteItem])?.count == 2)
    }

    @Test func aComposedScreenRunsCleanAndItsRulesAndGeneratorGetItsState() throws {
        let clean = FuzzSession.run(.composedNotes(.none, generates: true), options: FuzzOptions(runs: 60, seed: 4))
        #expect(clean.failure == nil, "\(clean.text)")
        #expect(clean.coverage.settlePoints >= 60)

        let report = FuzzSession.run(
            .composedNotes(.identifierChangesOnRename), options: FuzzOptions(runs: 200, seed: 1))
        let failure = try #require(report.failure)
        #expect(failure.violation.id == "numbered", "\(failure.violation)")
        #expect(failure.stepsAfter <= 5, "\(failure.script)")
    }

    @Test func aComposedScreensGeneratorIsGivenItsState() {
        // The generator's actions name the notes of the state it is given; without a state
        // it would never be asked.
        let run = FuzzRun(index: 0, factory: .composedNotes(.none, generates: true), options: FuzzOptions(seed: 9))
        #expect(run.failure == nil)
        #expect(run.lines.contains { $0.contains(#""title":"Generated""#) }, "\(run.lines)")
        #expect(run.lines.contains { $0.contains(#""title":"Renamed "#) })
    }
}
