import Foundation
import InteractorAdapter
import Interactors
import ScriptReplay
import Testing

@testable import ReplayTool

/// `replay` on huge, hostile or odd input: bounded output, no forged lines, one semantics,
/// and an error (never `{}`) when something cannot be written. Inputs are generated here.
@Suite struct UntrustedInputTests {
    static let header = #"{"screen": "todo", "viewport": 600, "rowHeight": 44}"#
    let files = ScriptTestFiles()

    @Test func anUnknownStepCannotClearTheTerminalOrForgeALine() {
        let script = files.write("forged.jsonl", [Self.header, #"{"\u001b[2J...\nreplay: forged line": 1}"#])
        let result = ReplayCommand.run([script])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains(#"unknown step "\u001b[2J...\nreplay: forged line""#))
        #expect(!result.standardError.contains("\u{1B}"))
        #expect(
            !(result.standardError + result.standardOutput).split(separator: "\n").contains {
                $0.hasPrefix("replay: forged")
            })
    }

    @Test func aButtonTitleAGestureAskedForIsRepeatedEscaped() {
        let script = files.write(
            "swipe.jsonl",
            [
                Self.header, #"{"dispatch": {"add": {"text": "Milk"}}}"#, #"{"advance": 0.5}"#,
                #"{"swipe": {"item": [0, 0], "action": "\u001b[2J\nreplay: forged line"}}"#,
            ])
        let result = ReplayCommand.run([script])
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains(#"has no button "\u001b[2J\nreplay: forged line""#), "\(result.standardError)"
        )
        #expect(!(result.standardError + result.standardOutput).contains("\u{1B}"))
    }

    @Test func aLongUnknownKeyIsCutInTheMessage() {
        let key = String(repeating: "b", count: 2_000_000)
        let result = ReplayCommand.run([files.write("long.jsonl", [Self.header, #"{"\#(key)": 1}"#])])
        #expect(result.exitCode == 1)
        #expect(result.standardError.utf8.count < 1_000)
        #expect(result.standardOutput.utf8.count < 3_000)
        #expect(result.standardError.contains("(2000000 characters)"))
    }

    @Test func aMegabyteTextGivesLessThanAMegabyteOfFramesAndAllOfItInJSON() {
        let text = String(repeating: "d", count: 1_000_000)
        let steps =
            [#"{"dispatch": {"add": {"text": "\#(text)"}}}"#]
            + Array(
                repeating: [#"{"advance": 0.5}"#, #"{"tap": [0, 0]}"#], count: 5
            ).flatMap { $0 }
        let script = files.write("text.jsonl", [Self.header] + steps)
        let frames = ReplayCommand.run([script, "--frames"])
        #expect(frames.exitCode == 0, "\(frames.standardError)")
        #expect(frames.standardOutput.utf8.count < 100_000)
        let json = ReplayCommand.run([script, "--json"])
        #expect(json.exitCode == 0)
        #expect(json.standardOutput.contains(text))
    }

    @Test func absurdGeometryIsRefusedNotPrintedAsInfinity() {
        let script = files.write("tall.jsonl", [#"{"screen": "todo", "viewport": 600, "rowHeight": 1e308}"#])
        let result = ReplayCommand.run([script, "--json"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(#""rowHeight" must be a positive number of points, at most 1000000"#))
    }

    /// Every step keeps the lines it left on screen: a viewport of a million points over rows
    /// of one point kept 2,000 lines a step for a script adding 2,000 rows (838 MB). A header
    /// that would show more than 200 lines is refused at the smallest height.
    @Test func aViewportShowingMoreThanTwoHundredLinesIsRefused() {
        let adds = (0..<300).flatMap { [#"{"dispatch": {"add": {"text": "t\#($0)"}}}"#, #"{"advance": 0.5}"#] }
        let tall = ReplayCommand.run([
            files.write("tall-rows.jsonl", [#"{"screen": "todo", "viewport": 1000000, "rowHeight": 1}"#] + adds)
        ])
        #expect(tall.exitCode == 1)
        #expect(tall.standardOutput.isEmpty)
        #expect(
            tall.standardError.contains(
                #"tall-rows.jsonl:1:41: invalid header: "viewport" 1000000 over lines of 1 points ("rowHeight") "#
                    + "shows more than 200 rows, headers and footers at once"), "\(tall.standardError)")
        let headers = ReplayCommand.run([
            files.write("thin-headers.jsonl", [#"{"screen": "todo", "viewport": 600, "headerHeight": 0.000001}"#])
        ])
        #expect(
            headers.standardError.contains(
                #"thin-headers.jsonl:1:37: invalid header: "viewport" 600 over lines of 0.000001 points ("headerHeight")"#
            ))
        let defaultRows = ReplayCommand.run([
            files.write("default-rows.jsonl", [#"{"screen": "todo", "viewport": 1000000}"#])
        ])
        #expect(
            defaultRows.standardError.contains(
                #"default-rows.jsonl:1:20: invalid header: "viewport" 1000000 over lines of 44 points"#))
        // 200 rows of 44 points fit; the frames never hold more lines than that.
        let fits = ReplayCommand.run([
            files.write("fits.jsonl", [#"{"screen": "todo", "viewport": 8800, "rowHeight": 44}"#] + adds), "--frames",
        ])
        #expect(fits.exitCode == 0, "\(fits.standardError)")
        let rowLines = fits.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  │ ") }.count
        #expect(rowLines > 100 * 200 && rowLines <= 600 * 201, "\(rowLines)")
    }

    /// Each failed `contains` repeats the texts on screen, each cut after 64 characters: five
    /// rows of 100,000 characters and 2,000 texts not found wrote 1 GB to each stream.
    @Test func failedChecksRepeatTheScreensTextsCut() {
        let text = String(repeating: "w", count: 10_000)
        let adds = (0..<5).map { #"{"dispatch": {"add": {"text": "\#(text)\#($0)"}}}"# }
        let missing = (0..<200).map { #""z\#($0)""# }.joined(separator: ", ")
        let script = files.write(
            "contains.jsonl",
            [Self.header] + adds + [
                #"{"advance": 1}"#, #"{"expect": {"contains": [\#(missing)], "visible": []}}"#,
                #"{"expect": {"absent": ["w", "w", "w", "w", "w", "w", "w", "w", "w", "w"]}}"#,
            ])
        let result = ReplayCommand.run([script])
        #expect(result.exitCode == 1)
        // 211 failures, each with six texts of at most 64 characters and their lengths.
        #expect(result.standardError.utf8.count < 211 * 1_000, "\(result.standardError.utf8.count) bytes")
        #expect(result.standardOutput.utf8.count < 211 * 2_000, "\(result.standardOutput.utf8.count) bytes")
        #expect(result.standardError.contains(#"expected "z0" on screen, found ["☐ wwww"#))
        #expect(result.standardError.contains(#"…" (10003 characters), "☐ ww"#))
        #expect(result.standardError.contains(#"absent: expected "w" not on screen, found "☐ wwww"#))
    }

    @Test func aKeyWrittenTwiceInTheHeaderIsAnErrorAtTheSecond() {
        let script = files.write("twice.jsonl", [#"{"screen": "todo", "viewport": 600, "viewport": 100}"#])
        let result = ReplayCommand.run([script])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains(#"twice.jsonl:1:37: malformed JSON: duplicate key "viewport""#))
    }

    @Test func aBatchThatIsNotUTF8NamesItsLineAndColumn() throws {
        let path = files.path("batch.json")
        try Data(Array("{\"before\": [1],\r\n \"after\": [".utf8) + [0xC3, 0x28] + Array("]}".utf8)).write(
            to: URL(fileURLWithPath: path))
        let result = ReplayCommand.run(["check-batch", path])
        #expect(result.exitCode == 2)
        #expect(
            result.standardError
                == "replay check-batch: \(path):2:12: invalid UTF-8 (byte 0xC3); save the file as UTF-8\n")
    }

    @Test func aGoldenOfThousandsOfLinesWithOneChangeShowsOneHunk() throws {
        let steps = (1...2_500).flatMap { [#"{"dispatch": {"add": {"text": "Task \#($0)"}}}"#, #"{"scroll": 0}"#] }
        let script = files.write("long.jsonl", [Self.header] + steps)
        let golden = files.path("long.txt")
        #expect(ReplayCommand.run([script, "--golden", golden, "--record"]).exitCode == 0)
        var lines = try String(contentsOfFile: golden, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 5_000)
        lines[lines.count / 2] += " changed"
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: golden))
        let result = ReplayCommand.run([script, "--golden", golden])
        #expect(result.exitCode == 1)
        let diff = result.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("golden: ") }.dropFirst()
        #expect(diff.filter { $0.hasPrefix("@@") }.count == 1)
        #expect(diff.filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count == 2)
    }

    @MainActor
    @Test(arguments: ScriptTestFiles.scriptNames)
    func theJSONIsWrittenAStepAtATimeAndReadsAsTheWholeDocument(name: String) throws {
        let report = try ScriptRunner.replay(
            scriptAt: ScriptTestFiles.script(name), screens: ExampleReplayScreens.factories)
        var pieces: [String] = []
        try report.writeJSON { pieces.append($0) }
        #expect(pieces.count == report.steps.count + 2)
        #expect(pieces.joined() == (try report.encodedJSON()))
    }

    @Test func theCommandWritesItsTextAsItGoesThroughABuffer() throws {
        let path = files.path("out.txt")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let output = CommandOutput(standardOutput: handle, standardError: handle)
        let piece = String(repeating: "x", count: 1_000) + "\n"
        for _ in 0..<100 { output.write(standardOutput: piece) }
        let written = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(written >= CommandOutput.bufferSize && written < 100 * piece.utf8.count)
        output.flush()
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 100 * piece.utf8.count)
        try handle.close()
    }
}
