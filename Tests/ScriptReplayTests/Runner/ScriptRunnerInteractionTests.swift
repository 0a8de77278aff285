import Foundation
import InteractorAdapter
import TestSupport
import Testing

@testable import ScriptReplay

/// `swipe`, `drag` and `menu` steps and their expectations, replayed on the shelf: what
/// they do, the notes they leave, and the messages of those that cannot run.
@MainActor
@Suite struct ScriptRunnerInteractionTests {
    static let header = #"{"screen": "shelf", "viewport": 300, "rowHeight": 44}"#
    static let threeBooks = [
        #"{"dispatch": {"add": {"title": "Dune"}}}"#, #"{"dispatch": {"add": {"title": "Emma"}}}"#,
        #"{"dispatch": {"add": {"title": "Ulysses"}}}"#, #"{"advance": 1}"#,
    ]
    let folder = ScriptFolder()

    private func replay(_ lines: [String]) throws -> ReplayReport {
        try ScriptRunner.replay(
            scriptAt: folder.write("shelf.jsonl", [Self.header] + Self.threeBooks + lines), screens: [.shelf])
    }

    @Test func aSwipeTapsItsButtonAndTheNoteSaysWhatTheFingerDid() throws {
        let report = try replay([
            #"{"expect": {"swipeActions": {"item": [0, 1], "titles": ["Remove"]}, "menuActions": {"item": [0, 3], "titles": []}}}"#,
            #"{"swipe": {"item": [0, 1], "action": "Remove"}}"#,
            #"{"advance": 0.5}"#,
            #"{"swipe": {"item": [0, 0], "edge": "leading", "full": true}}"#,
            #"{"advance": 0.5}"#,
            #"{"swipe": {"item": [0, 1]}}"#,
            #"{"dispatch": {"rename": {"id": "b3", "title": "Ulysses (abridged)"}}}"#,
            #"{"expect": {"visible": ["✓ Dune", "Ulysses (abridged)", "2 books"], "swipeActions": {"item": [0, 0], "edge": "leading", "titles": ["Unread"]}}}"#,
        ])
        #expect(report.passed, "\(report.failures)")
        #expect(
            report.steps.compactMap(\.note) == [
                #"swiped [0, 1] from the trailing edge: Remove; tapped "Remove""#,
                #"swiped [0, 0] fully from the leading edge: performed "Read""#,
                "swiped [0, 1] from the trailing edge: Remove (left open)",
            ])
        #expect(
            report.trace.entries.last?.visible.contains("row 0-1: Ulysses (abridged) [trailing swipe: Remove]") == true,
            "rendered in place, the row keeps its swipe")
    }

    @Test func aDragIsAlreadyShownAndItsOutcomeIsChecked() throws {
        let report = try replay([
            #"{"drag": {"from": [0, 0], "to": [0, 9]}}"#,
            #"{"expect": {"visible": ["Emma", "Ulysses", "Dune", "3 books"], "lastDrag": {"from": [0, 0], "to": [0, 2]}, "alreadyShown": 1}}"#,
            #"{"expect": {"lastDrag": {"from": [0, 0], "to": [0, 3]}, "alreadyShown": 0}}"#,
        ])
        #expect(report.steps.compactMap(\.note) == ["moved [0, 0] to [0, 2] (dropped at [0, 9])"])
        #expect(
            report.trace.entries.last?.reason == .alreadyShown(userMoves: [BatchUpdate.Move(from: row(0), to: row(2))]))
        #expect(
            report.failures.map(\.message) == [
                "lastDrag: expected from [0, 0] to [0, 3], found moved [0, 0] to [0, 2] (dropped at [0, 9])",
                "alreadyShown: expected 0, found 1 states applied as already shown after drags so far",
            ])
    }

    @Test func aMenuChoosesItsActionOrIsDismissed() throws {
        let report = try replay([
            #"{"menu": {"item": [0, 2]}}"#,
            #"{"menu": {"item": [0, 2], "action": "Read twice"}}"#,
            #"{"expect": {"contains": "Ulysses (twice)", "menuActions": {"item": [0, 2], "titles": ["Read twice"]}}}"#,
        ])
        #expect(
            report.steps.compactMap(\.note) == [
                "long-pressed [0, 2]: Read twice | Remove (dismissed)",
                #"long-pressed [0, 2]: Read twice | Remove; chose "Read twice""#,
            ])
        #expect(
            report.failures.map(\.message) == [
                #"menuActions [0, 2]: expected ["Read twice"], found ["Read twice", "Remove"]"#
            ])
    }

    @Test(arguments: [
        (
            #"{"swipe": {"item": [0, 1], "action": "Delete"}}"#,
            #"swipe: the trailing swipe on [0, 1] has no button "Delete"; its buttons are: Remove"#
        ),
        (
            #"{"swipe": {"item": [0, 3]}}"#,
            "swipe: [0, 3] has no trailing swipe actions (the registration of its cell gives no trailingSwipeActions for it)"
        ),
        (#"{"swipe": {"item": [1, 0]}}"#, "swipe: [1, 0] is outside the list: it has 1 section with [4] rows"),
        (
            #"{"drag": {"from": [0, 3], "to": [0, 0]}}"#,
            "drag: [0, 3] cannot be dragged: the registration of its cell (BookCountViewState) gives no move handler; give registerCell a move: closure to let it be dragged"
        ),
        (
            #"{"menu": {"item": [0, 3], "action": "Remove"}}"#,
            "menu: [0, 3] has no context menu (the registration of its cell gives no contextMenu for it)"
        ),
        (
            #"{"menu": {"item": [0, 0], "action": "Lend"}}"#,
            #"menu: the context menu of [0, 0] has no action "Lend"; its actions are: Read twice, Remove"#
        ),
    ])
    func aGestureThatCannotHappenStopsTheReplayWithAMessageToActOn(step: String, message: String) throws {
        let report = try replay([step, #"{"expect": {"rows": 4}}"#])
        #expect(report.failures.map(\.message) == [message])
        #expect(report.failures.first?.location.line == 6)
        #expect(report.failures.first?.location.column == 2)
        #expect(report.steps.count == 6, "the setup, three adds, the advance and the failed step")
    }

    @Test func aRowOffScreenCannotBeSwiped() throws {
        let report = try ScriptRunner.replay(
            scriptAt: folder.write(
                "shelf.jsonl",
                [#"{"screen": "shelf", "viewport": 88, "rowHeight": 44}"#] + Self.threeBooks + [
                    #"{"swipe": {"item": [0, 3], "action": "Remove"}}"#
                ]), screens: [.shelf])
        #expect(
            report.failures.map(\.message) == [
                "swipe: [0, 3] is not on screen (visible: [0, 0] to [0, 1]); scroll to it first"
            ])
    }
}
