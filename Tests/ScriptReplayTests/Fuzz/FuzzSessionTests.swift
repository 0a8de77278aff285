import Foundation
import TestSupport
import Testing

@testable import ScriptReplay

/// The fuzz engine on a notes screen written here: correct, it runs clean; with a planted
/// bug, the bug is found within 20,000 steps, shrunk to at most 5 steps, and the script fails
/// the same way under a plain replay.
@MainActor
@Suite struct FuzzSessionTests {
    @Test func theCorrectScreenBreaksNoInvariant() {
        let report = FuzzSession.run(.notes(.none), options: FuzzOptions(runs: 40, steps: 100, seed: 3))
        #expect(report.failure == nil, "\(report.text)")
        #expect(report.runs == 40)
        #expect(report.coverage.settlePoints >= 40)
        #expect(
            Set(report.coverage.actions.keys).isSuperset(of: [
                "add", "rename", "delete", "pin", "archive", "startTimer",
            ]))
        #expect(report.coverage.steps["tap"] ?? 0 > 0)
        #expect(report.coverage.steps["swipe"] ?? 0 > 0)
    }

    @Test(arguments: [
        (NotesBug.bannerWithoutCell, "placeholder"), (.timerRearms, "pending"),
        (.identifierChangesOnRename, "numbered"),
    ])
    func aPlantedBugIsFoundAndShrunk(bug: NotesBug, invariant: String) throws {
        let factory = ReplayScreenFactory.notes(bug)
        let report = FuzzSession.run(factory, options: FuzzOptions(runs: 200, steps: 100, seed: 1))
        let failure = try #require(report.failure, "\(bug) not found in \(report.steps) steps")
        #expect(failure.violation.id == invariant, "\(failure.violation)")
        #expect(report.steps <= 20_000)
        #expect(failure.stepsAfter <= 5, "\(failure.script)")
        #expect(!failure.flaky)
        #expect(failure.script.hasPrefix("# fuzz seed=1 run=\(failure.run) invariant=\(invariant) steps="))
        #expect(failure.script.hasSuffix("{\"settle\": {}}\n{\"expect\": {\"invariants\": \"default\"}}\n"))

        // The committed script fails under a plain replay, at its expectation, with that invariant.
        let replay = ScriptRunner.run(try ActionScript.parse(failure.script, file: "shrunk.jsonl"), screens: [factory])
        #expect(!replay.passed)
        #expect(replay.failures.contains { $0.message.hasPrefix("invariants \(invariant):") }, "\(replay.failures)")

        // 1-minimal: without any one of its steps, it passes or fails another way.
        let lines = failure.script.split(separator: "\n").map(String.init)
        let steps = Array(lines[2..<(lines.count - 2)])
        for index in steps.indices {
            var fewer = steps
            fewer.remove(at: index)
            let violations = FuzzShrinker.violations(
                of: fewer, header: lines[1], invariants: .default, factory: factory)
            #expect(!violations.contains { $0.signature == failure.violation.signature }, "step \(index) is not needed")
        }
    }

    @Test func theSameSeedGivesTheSameReportByteForByte() {
        let options = FuzzOptions(runs: 200, steps: 100, seed: 11)
        let first = FuzzSession.run(.notes(.bannerWithoutCell), options: options)
        let second = FuzzSession.run(.notes(.bannerWithoutCell), options: options)
        #expect(first.failure != nil)
        #expect(first.jsonText == second.jsonText)
        #expect(first.text == second.text)
    }

    @Test func oneRunIsReproducedAlone() throws {
        let found = FuzzSession.run(.notes(.bannerWithoutCell), options: FuzzOptions(seed: 5, shrinks: false))
        let failure = try #require(found.failure)
        var options = FuzzOptions(seed: 5, shrinks: false)
        options.onlyRun = failure.run
        let again = FuzzSession.run(.notes(.bannerWithoutCell), options: options)
        #expect(again.runs == 1)
        #expect(again.failure?.script == failure.script)
    }

    @Test func aCandidateMetTwiceIsReplayedOnce() {
        var calls = 0
        var shrinker = FuzzShrinker(budget: 100) { steps in
            calls += 1
            return steps.contains("b")
        }
        let first = shrinker.fails(["a", "b"])
        let again = shrinker.fails(["a", "b"])
        #expect(first && again)
        #expect(shrinker.replays == 1)
        let shrunk = shrinker.shrink(["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(shrunk == ["b"])
        #expect(calls == shrinker.replays)
    }

    @Test func aSessionOfCountlessRunsStopsAtItsTimeLimit() {
        // As `replay fuzz --runs 100000000 --time 600s` asks, without a list of the runs.
        let report = FuzzSession.run(.notes(.none), options: FuzzOptions(runs: .max, steps: 20, timeLimit: 0.2))
        #expect(report.runs >= 1)
        #expect(report.runs < 1_000_000)
        #expect(report.failure == nil)
    }

    @Test func anInvariantSwitchedOffIsNotReported() {
        let options = FuzzOptions(
            runs: 30, steps: 100, seed: 1, invariants: try! InvariantSelection(parsing: "default,-pending"))
        let report = FuzzSession.run(.notes(.timerRearms), options: options)
        #expect(report.failure == nil, "\(report.text)")
    }

    /// `slow` measures a step in wall time: a step that computes too long and one that blocks
    /// the main thread too long are caught; a step that was over the limit once only (the
    /// machine starved the process) is timed again on the same state and is not.
    @Test func aStepIsSlowWhenItIsOverTheLimitTwiceInWallTime() throws {
        var options = FuzzOptions(runs: 20, steps: 40, seed: 1)
        options.stepTimeLimit = 0.05
        for bug in [NotesBug.pinComputes, .pinWaits] {
            let report = FuzzSession.run(.notes(bug), options: options)
            let failure = try #require(report.failure, "\(bug): \(report.text)")
            #expect(failure.violation.id == "slow")
            #expect(failure.violation.message.hasPrefix("the step took "), "\(failure.violation)")
            #expect(failure.violation.message.hasSuffix(" s of wall time (at most 0.05 s)"), "\(failure.violation)")
            #expect(failure.failingStep.contains("\"pin\""), "\(failure.failingStep)")
        }

        let once = FuzzSession.run(.notes(.pinWaitsOnce), options: options)
        #expect(once.failure == nil, "\(once.text)")
        #expect(once.coverage.actions["pin"] ?? 0 > 0)
    }
}
