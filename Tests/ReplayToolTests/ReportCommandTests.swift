import Foundation
import Testing

@testable import ReplayTool

/// `replay SCRIPT --html FILE` writes the run's page beside the usual output, and `replay
/// report RUN.json` makes the same page from a saved `--json` run.
@Suite struct ReportCommandTests {
    let files = ScriptTestFiles()
    let script = ScriptTestFiles.script("todo-basics.jsonl")

    private func page(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func htmlWritesThePageAndLeavesTheOutputAsItWas() throws {
        let path = files.path("pages/todo.html")
        let plain = ReplayCommand.run([script, "--frames"])
        let result = ReplayCommand.run([script, "--frames", "--html", path])
        #expect(result.exitCode == 0 && result.standardError.isEmpty)
        #expect(result.standardOutput == plain.standardOutput + "page: wrote \(path)\n")
        let html = try page(path)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("todo-basics.jsonl"))
    }

    @Test func withJSONTheStandardOutputIsTheSameJSON() throws {
        let path = files.path("todo.html")
        let json = ReplayCommand.run([script, "--json"])
        let result = ReplayCommand.run([script, "--json", "--html", path])
        #expect(result == json, "the page is written; the JSON stays parseable as it was")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func withAGoldenThePageComparesTheRunWithIt() throws {
        let golden = files.path("todo.txt")
        _ = ReplayCommand.run([script, "--golden", golden, "--record"])
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "1 left · 0 done", with: "one left").utf8)
            .write(to: URL(fileURLWithPath: golden))
        let path = files.path("todo.html")
        let result = ReplayCommand.run([script, "--golden", golden, "--html", path])
        #expect(result.exitCode == 1, "the golden differs")
        #expect(result.standardOutput.hasSuffix("page: wrote \(path)\n"))
        let html = try page(path)
        #expect(html.contains(#""golden":{"matches":false"#) && html.contains(#"<p id="result" class="failed">"#))
    }

    @Test func aPageThatCannotBeWrittenFailsTheRun() throws {
        let blocker = files.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let result = ReplayCommand.run([script, "--html", blocker + "/page.html"])
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("replay: cannot write the report page to \(blocker)/page.html: "))
    }

    @Test func reportMakesFromASavedRunTheSamePageAsTheRun() throws {
        let run = files.path("run.json")
        try Data(ReplayCommand.run([script, "--json"]).standardOutput.utf8).write(to: URL(fileURLWithPath: run))
        let direct = files.path("direct.html")
        _ = ReplayCommand.run([script, "--html", direct])
        let saved = files.path("saved.html")
        let result = ReplayCommand.run(["report", run, "-o", saved])
        #expect(result == CommandResult(exitCode: 0, standardOutput: "page: wrote \(saved)\n"))
        let expected = try page(direct)
        #expect(try page(saved) == expected)
        let printed = ReplayCommand.run(["report", run])
        #expect(printed.exitCode == 0 && printed.standardOutput == expected)
    }

    @Test(arguments: [
        ("{\"file\": \"a\",\n \"steps\": [1,]}", ":2:14: "),
        (
            "{\"file\": \"a\", \"screen\": \"todo\", \"passed\": true,\n \"steps\": 3, \"summary\": {}}",
            ":2:11: steps: "
        ),
        ("[1, 2]", ":1:1: must be an object"),
    ])
    func aRunThatIsNotASavedRunSaysWhereAndWhy(text: String, message: String) throws {
        let run = files.path("run.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: run))
        let result = ReplayCommand.run(["report", run, "-o", files.path("page.html")])
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("replay report: \(run)\(message)"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: files.path("page.html")))
    }

    @Test func aRunSavedWithoutFramesSaysToSaveItAgain() throws {
        let json = ReplayCommand.run([script, "--json"]).standardOutput
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        object["list"] = nil
        let run = files.path("old.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: run))
        let result = ReplayCommand.run(["report", run])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("the run holds no frames"))
        #expect(result.standardError.contains("save it again with replay SCRIPT.jsonl --json"))
    }

    @Test func aRunThatStoppedBeforeItsFirstStepMakesAPageThatSaysWhy() throws {
        let script = files.write("nope.jsonl", [#"{"screen": "nope", "viewport": 600}"#])
        let path = files.path("nope.html")
        #expect(ReplayCommand.run([script, "--html", path]).exitCode == 1)
        let html = try page(path)
        #expect(html.contains(#""steps":[]"#) && html.contains(#"unknown screen \"nope\""#))
        let run = files.path("nope.json")
        try Data(ReplayCommand.run([script, "--json"]).standardOutput.utf8).write(to: URL(fileURLWithPath: run))
        let saved = files.path("saved.html")
        #expect(ReplayCommand.run(["report", run, "-o", saved]).exitCode == 0)
        #expect(try page(saved) == html)
    }

    @Test func aMissingRunIsAnError() {
        let result = ReplayCommand.run(["report", files.path("none.json")])
        #expect(
            result
                == CommandResult(
                    exitCode: 1, standardError: "replay report: \(files.path("none.json")): no such file\n"))
    }

    @Test(arguments: [
        ([], "no run given: save one with replay SCRIPT.jsonl --json"),
        (["a.json", "b.json"], "one run at a time (got a.json and b.json)"), (["a.json", "-o"], "-o needs a file"),
        (["a.json", "--fast"], "unknown option --fast"),
    ])
    func usageErrorsExitWith2(arguments: [String], reason: String) {
        let result = ReplayCommand.run(["report"] + arguments)
        #expect(result == CommandResult(exitCode: 2, standardError: "replay report: \(reason)\n" + ReportCommand.usage))
    }

    @Test func helpPrintsTheUsage() {
        #expect(
            ReplayCommand.run(["report", "--help"]) == CommandResult(exitCode: 0, standardOutput: ReportCommand.usage))
        #expect(ReplayCommand.usage.contains("replay report RUN.json [-o FILE]"))
        #expect(ReplayCommand.usage.contains("[--html FILE]"))
        #expect(ReplayCommand.run([script, "--html"]).standardError.contains("--html needs a file"))
    }
}
