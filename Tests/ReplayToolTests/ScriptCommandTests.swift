import Foundation
import InteractorAdapter
import ScriptReplay
import Testing

@testable import ReplayTool

/// `replay SCRIPT`: every example script passes and matches its golden trace; the
/// output formats and the golden workflow.
///
/// Goldens live in Tests/ReplayToolTests/Goldens/<script>.txt. After an intended change
/// of behaviour, re-record one with
/// `swift run replay Interactors/Scripts/todo-basics.jsonl --golden Tests/ReplayToolTests/Goldens/todo-basics.txt --record`,
/// or all of them with `REPLAY_RECORD_GOLDENS=1 swift test --filter ScriptCommandTests`,
/// then review the diff before committing.
@Suite struct ScriptCommandTests {
    static let isRecording = ProcessInfo.processInfo.environment["REPLAY_RECORD_GOLDENS"] == "1"

    @Test(arguments: ScriptTestFiles.scriptNames)
    func scriptPassesAndMatchesItsGolden(name: String) {
        var arguments = [ScriptTestFiles.script(name), "--golden", ScriptTestFiles.golden(name)]
        if Self.isRecording { arguments.append("--record") }
        let result = ReplayCommand.run(arguments)
        #expect(result.exitCode == 0, "\(result.standardError)\n\(result.standardOutput)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        #expect(result.standardOutput.contains("\nresult: passed\n"))
        #expect(
            result.standardOutput.hasSuffix(
                (Self.isRecording ? "golden: recorded " : "golden: matches ")
                    + ScriptTestFiles.golden(name) + "\n"))
    }

    @Test func everyGoldenHasItsScript() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: ScriptTestFiles.goldens.path).sorted()
        #expect(goldens == ScriptTestFiles.scriptNames.map { String($0.dropLast(".jsonl".count)) + ".txt" })
    }

    @Test func goldenTextDoesNotDependOnWhereTheScriptIsRun() throws {
        let files = ScriptTestFiles()
        let text = try String(contentsOfFile: ScriptTestFiles.script("todo-basics.jsonl"), encoding: .utf8)
        let copy = files.write("todo-basics.jsonl", [text])
        let result = ReplayCommand.run([copy, "--golden", ScriptTestFiles.golden("todo-basics.jsonl")])
        #expect(result.exitCode == 0, "\(result.standardError)")
    }

    @Test func jsonPrintsTheTraceOfEveryStep() throws {
        let result = ReplayCommand.run([ScriptTestFiles.script("todo-basics.jsonl"), "--json"])
        #expect(result.exitCode == 0)
        struct Document: Decodable {
            struct Step: Decodable {
                var line: Int
                var step: String
                var entries: [RenderTrace.Entry]
            }
            var passed: Bool
            var screen: String
            var steps: [Step]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(result.standardOutput.utf8))
        #expect(document.passed && document.screen == "todo")
        let script = try ActionScript.parse(
            String(contentsOfFile: ScriptTestFiles.script("todo-basics.jsonl"), encoding: .utf8),
            file: "todo-basics.jsonl")
        #expect(document.steps.map(\.line) == [script.header.line] + script.steps.map(\.line))
        let decisions = document.steps.flatMap(\.entries).flatMap(\.stages).flatMap(\.decisions)
        #expect(decisions.contains { $0.identifier == "t2" && $0.kind == .renderedInPlace })
        #expect(document.steps.first?.entries.first?.method == .reloadData)
    }

    @Test func framesDrawTheScreenAfterEachStepThatChangedIt() {
        let result = ReplayCommand.run([ScriptTestFiles.script("todo-basics.jsonl"), "--frames"])
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let tops = lines.indices.filter { lines[$0].hasPrefix("  ┌") }
        // The setup and every dispatch or tap of this script changes the screen; advances and expectations do not.
        #expect(tops.count == 8)
        let firstBox = Array(lines[tops[0]...].prefix { !$0.hasPrefix("line ") })
        #expect(firstBox.count == 3)
        #expect(firstBox[1].hasPrefix("  │ Nothing to do "))
        #expect(Set(firstBox.map(\.count)).count == 1, "the box's lines have one width: \(firstBox)")
        let withoutFrames = ReplayCommand.run([ScriptTestFiles.script("todo-basics.jsonl")]).standardOutput
        #expect(!withoutFrames.contains("┌"))
    }

    @Test func framesSetSectionHeadersIntoTheBorder() {
        let output = ReplayCommand.run([ScriptTestFiles.script("settings-move.jsonl"), "--frames"]).standardOutput
        #expect(output.contains("  ┌─ General ─"))
        #expect(output.contains("  ├─ Shortcuts ─"))
        #expect(output.contains("  │ - Flashlight "))
    }

    @Test func framesSetFootersIntoADottedBorderWideEnoughForThem() {
        let output = ReplayCommand.run([ScriptTestFiles.script("settings-footers.jsonl"), "--frames"]).standardOutput
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  ├┄ Theme and sync apply to every device ") })
        let box = lines.drop { !$0.hasPrefix("  ┌") }.prefix { !$0.hasPrefix("line ") }
        #expect(Set(box.map(\.count)).count == 1, "the footer, the longest label, widens the box: \(box)")
    }

    @Test func jsonCarriesTheGesturesNotesAndTheAlreadyShownReason() throws {
        let result = ReplayCommand.run([ScriptTestFiles.script("todo-drag.jsonl"), "--json"])
        #expect(result.exitCode == 0)
        struct Document: Decodable {
            struct Step: Decodable {
                var step: String
                var note: String?
                var entries: [RenderTrace.Entry]
            }
            var steps: [Step]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(result.standardOutput.utf8))
        let drag = try #require(document.steps.first { $0.step.hasPrefix(#"{"drag""#) })
        #expect(drag.note == "moved [0, 0] to [0, 2]")
        #expect(drag.entries.first?.reason == .alreadyShown(userMoves: [.init(from: [0, 0], to: [0, 2])]))
    }

    @Test func recordThenCompareAndAReadableDiffOnMismatch() throws {
        let files = ScriptTestFiles()
        let golden = files.path("goldens/todo.txt")
        let recorded = ReplayCommand.run([ScriptTestFiles.script("todo-basics.jsonl"), "--golden", golden, "--record"])
        #expect(recorded.exitCode == 0)
        #expect(recorded.standardOutput.hasSuffix("golden: recorded \(golden)\n"))
        #expect(ReplayCommand.run([ScriptTestFiles.script("todo-basics.jsonl"), "--golden", golden]).exitCode == 0)

        let text = try String(contentsOfFile: golden, encoding: .utf8)
        let tampered = text.replacingOccurrences(
            of: "0-1 t2 TodoEntryViewState: renderedInPlace", with: "0-1 t2 TodoEntryViewState: reloaded")
        try #require(tampered != text)
        try Data(tampered.utf8).write(to: URL(fileURLWithPath: golden))
        let compared = ReplayCommand.run([ScriptTestFiles.script("todo-basics.jsonl"), "--golden", golden])
        #expect(compared.exitCode == 1)
        #expect(compared.standardError.contains("golden: \(golden) differs from this run"))
        #expect(compared.standardOutput.contains("@@ golden line "))
        #expect(
            compared.standardOutput.contains(
                "\n-       0-1 t2 TodoEntryViewState: reloaded (animated renderer, same cell type)\n"))
        #expect(
            compared.standardOutput.contains(
                "\n+       0-1 t2 TodoEntryViewState: renderedInPlace (animated renderer, same cell type)\n"))
    }

    @Test func aMissingGoldenSaysHowToRecordIt() {
        let files = ScriptTestFiles()
        let result = ReplayCommand.run([
            ScriptTestFiles.script("todo-basics.jsonl"), "--golden", files.path("none.txt"),
        ])
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains(
                "golden file \(files.path("none.txt")) does not exist; record it with --golden"))
    }

    @Test(arguments: [
        ([], "usage: replay"),
        (["todo.jsonl", "--record"], "--record needs --golden FILE"),
        (["todo.jsonl", "--golden"], "--golden needs a file"),
        (["todo.jsonl", "--fast"], "unknown option --fast"),
        (["a.jsonl", "b.jsonl"], "one script at a time"),
    ])
    func usageErrorsExitWith2(arguments: [String], message: String) {
        let result = ReplayCommand.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func outputIsDeterministic() {
        let first = ReplayCommand.run([ScriptTestFiles.script("chat-bursts.jsonl"), "--frames"])
        let second = ReplayCommand.run([ScriptTestFiles.script("chat-bursts.jsonl"), "--frames"])
        #expect(first == second)
        #expect(!first.standardOutput.contains("0x"), "no addresses")
    }
}
