import Foundation
import Testing

@testable import ReplayTool

/// Bad input never crashes, exits 1 and names the place: file, line (and column where
/// the problem is inside the line), with what would have been valid.
@Suite struct BadScriptTests {
    private static let header = #"{"screen": "todo", "viewport": 600, "rowHeight": 44}"#

    /// Runs a script made of `lines` and returns the result and the script's path.
    private func run(_ lines: [String], arguments: [String] = []) -> (result: CommandResult, path: String) {
        let files = ScriptTestFiles()
        let path = files.write("bad.jsonl", lines)
        return (ReplayCommand.run([path] + arguments), path)
    }

    @Test func malformedJSONNamesFileLineAndColumn() {
        let (result, path) = run([Self.header, #"{"tap": [0, 0}"#])
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("replay: \(path):2:14: malformed JSON"), "\(result.standardError)")
    }

    @Test func unknownStepKeyListsTheSteps() {
        let (result, path) = run([Self.header, #"{"tapp": [0, 0]}"#])
        #expect(result.exitCode == 1)
        #expect(
            result.standardError == """
                replay: \(path):2:2: unknown step "tapp" (did you mean "tap"?); the steps are: dispatch, tap, scroll, advance, expect, swipe, drag, menu, settle, resize

                """)
    }

    @Test func unknownScreenListsTheScreens() {
        let (result, path) = run([#"{"screen": "todos", "viewport": 600}"#])
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains(
                #"\#(path):1:1: unknown screen "todos" (did you mean "todo"?); the screens are: todo, feed, search, chat, settings"#
            ))
    }

    @Test func unknownActionListsTheScreensActions() {
        let (result, path) = run([Self.header, #"{"dispatch": {"tick": {"id": "t1"}}}"#])
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains(
                #"\#(path):2:15: unknown action "tick"; the todo actions are: add, rename, toggle, delete, move, clearDone"#
            ))
    }

    @Test func dispatchThatIsNotOneActionListsTheActions() {
        let (result, _) = run([Self.header, #"{"dispatch": "add"}"#])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("\"dispatch\" must be an object with one key, the action"))
        #expect(result.standardError.contains("the todo actions are: add, rename"))
    }

    @Test(arguments: [
        // The column is the offending field's key, or the action's key when the field is missing.
        (#"{"add": {"txt": "Milk"}}"#, #"15: invalid "add" action: field "add.text" is missing"#),
        (#"{"add": {"text": 5}}"#, #"23: invalid "add" action: field "add.text" must be a string"#),
        (#"{"move": {"from": "top", "to": 1}}"#, #"24: invalid "move" action: field "move.from" must be an integer"#),
        (
            #"{"rename": {"id": "t1", "text": null}}"#,
            #"38: invalid "rename" action: field "rename.text" must be a string, found null"#
        ),
        // An action without a payload written with null: the message says `{}` is what it takes.
        (
            #"{"clearDone": null}"#,
            #"15: invalid "clearDone" action: field "clearDone" must be an object, found null; "#
                + #"an action without a payload is written {"clearDone": {}}"#
        ),
    ])
    func wrongPayloadNamesTheField(action: String, message: String) {
        let (result, path) = run([Self.header, #"{"dispatch": \#(action)}"#])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("\(path):2:\(message)"), "\(result.standardError)")
    }

    @Test func tapOutsideTheListNamesTheIndexPathAndTheListsSize() {
        let (result, path) = run([Self.header, #"{"dispatch": {"add": {"text": "Milk"}}}"#, #"{"tap": [0, 2]}"#])
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains("\(path):3:2: tap [0, 2] is outside the list: it has 1 section with [2] rows")
        )
        let (sectioned, _) = run([#"{"screen": "settings", "viewport": 600}"#, #"{"tap": [5, 0]}"#])
        #expect(
            sectioned.standardError.contains("tap [5, 0] is outside the list: it has 3 sections with [3, 2, 3] rows"))
    }

    @Test func tapOnARowOffScreenSaysWhatIsVisible() {
        let adds = (1...10).map { #"{"dispatch": {"add": {"text": "Task \#($0)"}}}"# }
        let header = #"{"screen": "todo", "viewport": 100, "rowHeight": 44}"#
        let (result, _) = run([header] + adds + [#"{"advance": 1}"#, #"{"tap": [0, 8]}"#])
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains(
                "tap [0, 8] is not on screen (visible: [0, 0] to [0, 2] at offset 0); scroll to it first"),
            "\(result.standardError)")
    }

    @Test func failedExpectationShowsExpectedActualAndTheScreen() {
        let (result, path) = run([
            Self.header, #"{"dispatch": {"add": {"text": "Milk"}}}"#,
            #"{"expect": {"rows": 3, "visible": ["Milk"], "lastDecision": {"item": "summary", "decision": "reloaded"}}}"#,
            #"{"expect": {"rows": 2}}"#,
        ])
        #expect(result.exitCode == 1)
        #expect(
            result.standardError == """
                replay: \(path):3:13: expectation failed: rows: expected 3, found 2 in 1 section [2]
                replay: \(path):3:24: expectation failed: visible: expected ["Milk"], found ["☐ Milk", "1 left · 0 done"]
                replay: \(path):3:45: expectation failed: lastDecision "summary": expected reloaded, found no decision recorded for it (decisions were recorded for: nothing)

                """)
        #expect(
            result.standardOutput.contains(
                """
                  FAILED rows: expected 3, found 2 in 1 section [2]
                """))
        #expect(
            result.standardOutput.contains(
                """
                  screen as it was:
                    ┌──────────────────────────┐
                    │ ☐ Milk                   │
                    │ 1 left · 0 done          │
                    └──────────────────────────┘
                """), "\(result.standardOutput)")
        // A failed expectation does not stop the run: the next one is checked and holds.
        #expect(result.standardOutput.contains("summary: 3 steps, 1 of 2 expectations FAILED"))
        #expect(result.standardOutput.hasSuffix("result: FAILED\n"))
    }

    @Test func lastDecisionMismatchSaysWhatWasDecidedAndWhere() {
        let (result, _) = run([
            Self.header, #"{"dispatch": {"add": {"text": "Milk"}}}"#, #"{"advance": 1}"#, #"{"tap": [0, 0]}"#,
            #"{"expect": {"lastDecision": {"item": "☑ Milk", "decision": "reloaded"}}}"#,
        ])
        #expect(
            result.standardError.contains(
                #"lastDecision "☑ Milk": expected reloaded, found renderedInPlace (animated renderer, same cell type) at line 4"#
            ),
            "\(result.standardError)")
    }

    @Test func aScriptStoppedByAnErrorStillPrintsEverythingUpToIt() {
        let (result, path) = run([
            Self.header, #"{"dispatch": {"add": {"text": "Milk"}}}"#, #"{"expect": {"rows": 2}}"#,
            #"{"dispatch": {"add": {"title": "Eggs"}}}"#, #"{"dispatch": {"add": {"text": "Bread"}}}"#,
        ])
        #expect(result.exitCode == 1)
        let output = result.standardOutput
        #expect(output.contains(#"line 2, t=0: {"dispatch": {"add": {"text": "Milk"}}}"#))
        #expect(output.contains("    stage 0: delete 0-0; insert 0-0 0-1"))
        #expect(output.contains(#"line 3, t=0: {"expect": {"rows": 2}}"# + "\n  ok\n"))
        #expect(
            output.contains(
                #"line 4, t=0: {"dispatch": {"add": {"title": "Eggs"}}}"# + "\n"
                    + #"  error: \#(path):4:15: invalid "add" action: field "add.text" is missing"#))
        #expect(!output.contains("Bread"), "nothing after the error runs")
        #expect(output.contains("summary: 2 steps, 1 expectation held"))
    }

    @Test(arguments: [
        (#"{"dispatch": {"add": {"text": "Eggs"}}"#, #"4:39: malformed JSON"#),
        (#"{"jump": 1}"#, #"4:2: unknown step "jump""#),
        (#"{"expect": {"rowz": 2}}"#, #"4:13: unknown expectation "rowz""#),
        (#"{"tap": [0]}"#, #"4:2: "tap" must be [section, row]"#),
    ])
    func aMalformedLineStopsTheReplayThereAfterTheStepsBeforeItRan(line: String, message: String) {
        let (result, path) = run([
            Self.header, #"{"dispatch": {"add": {"text": "Milk"}}}"#, #"{"expect": {"rows": 2}}"#,
            line, #"{"dispatch": {"add": {"text": "Bread"}}}"#,
        ])
        #expect(result.exitCode == 1)
        let output = result.standardOutput
        #expect(output.contains("    stage 0: delete 0-0; insert 0-0 0-1"), "\(output)")
        #expect(output.contains(#"line 3, t=0: {"expect": {"rows": 2}}"# + "\n  ok\n"))
        #expect(output.contains("line 4, t=0: \(line)\n  error: \(path):\(message)"), "\(output)")
        #expect(!output.contains("Bread"), "nothing after the bad line runs")
        #expect(output.hasSuffix("result: FAILED\n"))
        #expect(result.standardError.hasPrefix("replay: \(path):\(message)"), "\(result.standardError)")
    }

    @Test func aMissingFileSaysSo() {
        let files = ScriptTestFiles()
        let result = ReplayCommand.run([files.path("nowhere.jsonl")])
        #expect(result.exitCode == 1)
        #expect(result.standardError == "replay: no such script: \(files.path("nowhere.jsonl"))\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func anEmptyScriptAsksForAHeader() {
        let (result, path) = run(["# nothing here"])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("\(path):1:1: the script is empty"))
    }

    @Test func errorsAppearInTheJSONOutputToo() throws {
        let (result, path) = run([Self.header, #"{"tap": [3, 3]}"#], arguments: ["--json"])
        #expect(result.exitCode == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(object?["passed"] as? Bool == false)
        #expect((object?["error"] as? String)?.hasPrefix("\(path):2:2: tap [3, 3] is outside the list") == true)
    }
}
