import Foundation
import Interactors
import ReplayTool
import ScriptReplay
import Testing

/// `replay fuzz`: its exit codes, its report as text and JSON, and the shrunk script and
/// report it writes, which plain `replay` fails on the same way.
@MainActor
@Suite struct FuzzCommandTests {
    let files = ScriptTestFiles()

    /// The todo screen with a rule it breaks once it shows three rows.
    static let strictTodo = ExampleReplayScreens.factories.first { $0.name == "todo" }!.withRules([
        ScreenRule<[TodoItem]>("short list") { items in items.count > 2 ? "\(items.count) rows" : nil }
    ])

    @Test func aCorrectScreenExitsZeroWithItsCoverage() {
        let result = ReplayCommand.run(["fuzz", "--screen", "todo", "--runs", "5", "--steps", "40", "--seed", "3"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("fuzz todo: seed 3, 5 runs, 205 steps, invariants default\n"))
        #expect(result.standardOutput.contains("no invariant broken"))
    }

    @Test func aBrokenInvariantExitsOneAndWritesAScriptThatPlainReplayFails() throws {
        let out = files.path("out")
        let arguments = ["fuzz", "--screen", "todo", "--runs", "20", "--steps", "60", "--out", out, "--json"]
        let result = ReplayCommand.run(arguments, screens: [Self.strictTodo])
        #expect(result.exitCode == 1, "\(result.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let failure = try #require(document?["failure"] as? [String: Any], "\(result.standardOutput)")
        #expect(failure["invariant"] as? String == "short list")
        #expect((failure["stepsAfter"] as? Int ?? 99) <= 5)
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written.map { $0.split(separator: ".").last ?? "" } == ["html", "json", "jsonl"], "\(written)")
        let page = try String(contentsOfFile: out + "/" + written[0], encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("invariants short list"))
        let script = out + "/" + written[2]
        let replay = ReplayCommand.run([script], screens: [Self.strictTodo])
        #expect(replay.exitCode == 1)
        #expect(replay.standardError.contains("expectation failed: invariants short list: expected to hold"))
        // Without the rule, the script passes.
        #expect(ReplayCommand.run([script]).exitCode == 0)
    }

    @Test func theSameSeedPrintsTheSameReport() {
        let arguments = [
            "fuzz", "--screen", "todo", "--runs", "20", "--steps", "60", "--out", files.path("o"), "--seed", "9",
        ]
        let first = ReplayCommand.run(arguments, screens: [Self.strictTodo])
        let second = ReplayCommand.run(arguments, screens: [Self.strictTodo])
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.exitCode == 1)
    }

    @Test(arguments: [
        ["fuzz"], ["fuzz", "--screen", "nope"], ["fuzz", "--screen", "todo", "--invariants", "default,-sizes"],
        ["fuzz", "--screen", "todo", "--runs", "many"], ["fuzz", "--screen", "todo", "--bogus"],
        ["fuzz", "--screen", "todo", "--corpus", "/no/such/folder"],
    ])
    func usageErrorsExitTwo(arguments: [String]) {
        let result = ReplayCommand.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardError.hasPrefix("replay fuzz: "))
    }

    @Test func theCorpusGivesItsValues() {
        let result = ReplayCommand.run([
            "fuzz", "--screen", "todo", "--runs", "3", "--steps", "30", "--corpus", ScriptTestFiles.scripts.path,
        ])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let values = FuzzOptions.corpusValues(inScript: #"{"dispatch": {"add": {"text": "Milk"}}}"# + "\n# c\n")
        #expect(values == [.object([("add", .object([("text", .string("Milk"))]))])])
    }
}
