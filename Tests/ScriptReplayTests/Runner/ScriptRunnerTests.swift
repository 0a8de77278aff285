import Foundation
import InteractorAdapter
import TestSupport
import Testing

@testable import ScriptReplay

/// `ScriptRunner.replay(scriptAt:screens:)` on the shelf, a screen defined in the tests:
/// what a replay does, what its report says, and where each failure is.
@MainActor
@Suite struct ScriptRunnerTests {
    static let header = #"{"screen": "shelf", "viewport": 300, "rowHeight": 44}"#
    let folder = ScriptFolder()

    private func replay(_ lines: [String], screens: [ReplayScreenFactory] = [.shelf]) throws -> ReplayReport {
        try ScriptRunner.replay(scriptAt: folder.write("shelf.jsonl", lines), screens: screens)
    }

    @Test func aScriptWhoseChecksHoldPassesWithTheTraceAndTotals() throws {
        let report = try replay([
            Self.header,
            #"{"expect": {"visible": ["0 books"]}}"#,
            #"{"dispatch": {"add": {"title": "Dune"}}}"#,
            #"{"advance": 0.5}"#,
            #"{"tap": [0, 0]}"#,
            #"{"expect": {"rows": 2, "visible": ["✓ Dune", "1 book"], "lastDecision": {"item": "b1", "decision": "renderedInPlace"}}}"#,
        ])
        #expect(report.passed && report.failures.isEmpty, "\(report.failures)")
        #expect(report.screen == "shelf")
        #expect(report.summary.steps == 5 && report.summary.expectations == 2)
        #expect(report.summary.renderedInPlace == 1, "the book's mark changed in place")
        #expect(report.summary.reloaded == 1, "the count row cannot animate: 0 books → 1 book reloads it")
        let decisions = report.trace.entries.flatMap(\.stages).flatMap(\.decisions)
        #expect(decisions.map(\.identifier) == ["count", "b1"])
        #expect(report.trace.entries.first?.reason == .firstData)
    }

    @Test func eachFailedCheckIsAFailureAtItsKeyWithTheScreen() throws {
        let report = try replay([
            Self.header,
            #"{"dispatch": {"add": {"title": "Dune"}}}"#,
            #"{"expect": {"rows": 2, "visible": ["Dune", "2 books"], "absent": "Dune"}}"#,
        ])
        #expect(!report.passed)
        let path = folder.path("shelf.jsonl")
        #expect(
            report.failures.map(\.description) == [
                #"\#(path):3:24: visible: expected ["Dune", "2 books"], found ["Dune", "1 book"]"#,
                #"\#(path):3:56: absent: expected "Dune" not on screen, found "Dune""#,
            ])
        #expect(report.failures.first?.frame?.rowTexts == ["Dune", "1 book"])
        #expect(report.summary.failedExpectations == 1, "one expect step, two failed checks")
    }

    @Test func anUnknownActionStopsTheReplayListingTheScreensActions() throws {
        let report = try replay([
            Self.header, #"{"dispatch": {"ad": {"title": "Dune"}}}"#, #"{"dispatch": {"add": {"title": "Emma"}}}"#,
        ])
        #expect(
            report.failures.map(\.message) == [
                #"unknown action "ad" (did you mean "add"?); the shelf actions are: add, rename, toggle, remove, addLater, move"#
            ])
        #expect(
            report.failures.first?.location == ScriptLocation(file: folder.path("shelf.jsonl"), line: 2, column: 15))
        #expect(report.steps.count == 2, "the setup and the failed step; nothing after it runs")
        #expect(report.failures.first?.frame?.rowTexts == ["0 books"])
    }

    @Test func aPayloadThatDoesNotDecodeNamesTheFieldAndItsColumn() throws {
        let report = try replay([Self.header, #"{"dispatch": {"rename": {"id": "b1", "title": 7}}}"#])
        #expect(
            report.failures.map(\.description) == [
                #"\#(folder.path("shelf.jsonl")):2:38: invalid "rename" action: field "rename.title" must be a string"#
            ])
    }

    @Test func aTapOutsideTheListOrOffScreenSaysWhatTheListHas() throws {
        let outside = try replay([Self.header, #"{"tap": [0, 3]}"#])
        #expect(
            outside.failures.map(\.message) == ["tap [0, 3] is outside the list: it has 1 section with [1] rows"])
        let adds = (1...9).flatMap { [#"{"dispatch": {"add": {"title": "Book \#($0)"}}}"#, #"{"advance": 1}"#] }
        let offScreen = try replay([Self.header] + adds + [#"{"tap": [0, 8]}"#])
        #expect(
            offScreen.failures.map(\.message) == [
                "tap [0, 8] is not on screen (visible: [0, 0] to [0, 6] at offset 0); scroll to it first"
            ])
        let scrolled = try replay([Self.header] + adds + [#"{"scroll": 140}"#, #"{"tap": [0, 8]}"#])
        #expect(scrolled.passed, "\(scrolled.failures)")
    }

    @Test func advanceRunsWhatTheScreenScheduledOnTheClock() throws {
        let report = try replay([
            Self.header,
            #"{"dispatch": {"addLater": {"title": "Dune", "after": 1}}}"#,
            #"{"advance": 0.9}"#,
            #"{"expect": {"absent": "Dune"}}"#,
            #"{"advance": 0.1}"#,
            #"{"expect": {"contains": "Dune"}}"#,
        ])
        #expect(report.passed, "\(report.failures)")
    }

    @Test func lastDecisionNamesAnItemByIdentifierOrByItsTextAndSaysWhereItWasTaken() throws {
        let report = try replay([
            Self.header,
            #"{"dispatch": {"add": {"title": "Dune"}}}"#,
            #"{"advance": 1}"#,
            #"{"dispatch": {"rename": {"id": "b1", "title": "Emma"}}}"#,
            #"{"expect": {"lastDecision": [{"item": "Emma", "decision": "renderedInPlace"}, {"item": "1 book", "decision": "renderedInPlace"}]}}"#,
        ])
        #expect(
            report.failures.map(\.message) == [
                #"lastDecision "1 book": expected renderedInPlace, found reloaded (renderer cannot animate) at line 2"#
            ])
    }

    @Test func aSectionedScreenShowsItsHeadersAndCountsPerSection() throws {
        let report = try replay(
            [
                #"{"screen": "shelves", "viewport": 300, "headerHeight": 28}"#,
                #"{"dispatch": {"add": {"title": "Dune"}}}"#,
                #"{"dispatch": {"add": {"title": "Emma"}}}"#,
                #"{"advance": 1}"#,
                #"{"tap": [0, 1]}"#,
                #"{"advance": 1}"#,
                #"{"expect": {"rows": [1, 1], "visible": ["Dune", "✓ Emma"], "contains": ["To read", "Read"]}}"#,
            ], screens: [.shelf, .shelves])
        #expect(report.passed, "\(report.failures)")
        #expect(report.text(frames: true).contains("┌─ To read ─"))
    }

    @Test func anUnknownScreenListsTheScreens() throws {
        let report = try replay([#"{"screen": "shelfs", "viewport": 300}"#], screens: [.shelf, .shelves])
        #expect(
            report.failures.map(\.message) == [
                #"unknown screen "shelfs" (did you mean "shelf"?); the screens are: shelf, shelves"#
            ])
        #expect(report.failures.first?.frame == nil)
    }

    @Test func aMalformedLineStopsTheReplayThereAfterTheStepsBeforeIt() throws {
        let report = try replay([Self.header, #"{"dispatch": {"add": {"title": "Dune"}}}"#, #"{"tapp": [0, 0]}"#])
        #expect(report.steps.count == 3)
        #expect(report.failures.map(\.location.line) == [3])
        #expect(report.failures.first?.message.hasPrefix(#"unknown step "tapp" (did you mean "tap"?)"#) == true)
        #expect(report.failures.first?.frame?.rowTexts == ["Dune", "1 book"])
    }

    @Test func aFileThatCannotBeReplayedThrowsWhy() {
        #expect(
            throws: ScriptFileError(
                path: folder.path("none.jsonl"), message: "no such script: \(folder.path("none.jsonl"))")
        ) {
            try ScriptRunner.replay(scriptAt: folder.path("none.jsonl"), screens: [.shelf])
        }
        let empty = folder.write("empty.jsonl", ["# only a comment"])
        #expect(throws: ScriptFileError.self) { try ScriptRunner.replay(scriptAt: empty, screens: [.shelf]) }
        do {
            _ = try ScriptRunner.replay(scriptAt: empty, screens: [.shelf])
        } catch {
            #expect(error.description.hasPrefix("\(empty):1:1: the script is empty"))
        }
    }

    @Test func theTextsPrintTheRunAndTheGoldenPinsIt() throws {
        let path = folder.write("shelf.jsonl", [Self.header, #"{"dispatch": {"add": {"title": "Dune"}}}"#])
        let report = try ScriptRunner.replay(scriptAt: path, screens: [.shelf])
        #expect(report.text().hasPrefix("replay \(path) · screen shelf · table view · viewport 300 · rows of 44\n"))
        #expect(report.text(frames: true).contains("  │ Dune "))
        #expect(report.goldenText.hasPrefix("replay shelf.jsonl · screen shelf"), "goldens name the file only")
        let json = try JSONSerialization.jsonObject(with: Data(report.jsonText.utf8)) as? [String: Any]
        #expect(json?["passed"] as? Bool == true)

        let golden = GoldenFile(path: folder.path("goldens/shelf.txt"))
        #expect(
            golden.compare(report.goldenText)
                == .failed(
                    "golden file \(golden.path) does not exist; record it with --golden \(golden.path) --record"))
        #expect(golden.record(report.goldenText) == .recorded)
        #expect(golden.compare(report.goldenText) == .matches)
        let other = try replay([Self.header, #"{"dispatch": {"add": {"title": "Emma"}}}"#])
        guard case .differs(let diff) = golden.compare(other.goldenText) else {
            Issue.record("a different run must differ from the golden")
            return
        }
        #expect(diff.contains("-       row 0-0: Dune") && diff.contains("+       row 0-0: Emma"), "\(diff)")
    }
}
