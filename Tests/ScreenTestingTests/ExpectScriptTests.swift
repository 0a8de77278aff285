import Foundation
import ScreenTesting
import TestSupport
import Testing

/// `expectScript` replays a script in a test: failures become issues at the call, each
/// naming the script's file, line and column; a golden file pins the run.
@MainActor
@Suite struct ExpectScriptTests {
    let folder = TemporaryFolder()

    @Test func aPassingScriptReportsNothingAndReturnsTheReport() {
        let path = folder.write(
            "shelf.jsonl",
            [
                #"{"screen": "shelf", "viewport": 300}"#, #"{"dispatch": {"add": {"title": "Dune"}}}"#,
                #"{"expect": {"visible": ["Dune", "1 book"]}}"#,
            ])
        let report = expectScript(path, screens: [.shelf])
        #expect(report?.passed == true)
        #expect(report?.summary.expectations == 1)
    }

    @Test func eachFailureIsAnIssueAtTheCallNamingTheScriptsLineAndColumn() {
        let path = folder.write(
            "shelf.jsonl",
            [
                #"{"screen": "shelf", "viewport": 300}"#, #"{"dispatch": {"add": {"title": "Dune"}}}"#,
                #"{"expect": {"visible": ["Emma", "1 book"]}}"#, #"{"tap": [0, 7]}"#,
            ])
        let line = #line + 2
        withKnownIssue {
            expectScript(path, screens: [.shelf])
        } matching: { issue in
            ExpectedIssue(
                line: line, saying: [#"\#(path):3:13: visible: expected ["Emma", "1 book"]"#, "screen as it was:"]
            )
            .matches(issue)
                || ExpectedIssue(line: line, saying: ["\(path):4:2: tap [0, 7] is outside the list"]).matches(issue)
        }
    }

    @Test func aScriptThatCannotBeReadIsAnIssue() {
        let path = folder.path("none.jsonl")
        let line = #line + 2
        withKnownIssue {
            expectScript(path, screens: [.shelf])
        } matching: {
            ExpectedIssue(line: line, saying: ["no such script: \(path)"]).matches($0)
        }
    }

    @Test func aGoldenIsRecordedThenComparedAndADifferenceIsAnIssueWithTheDiff() throws {
        let script = [#"{"screen": "shelf", "viewport": 300}"#, #"{"dispatch": {"add": {"title": "Dune"}}}"#]
        let path = folder.write("shelf.jsonl", script)
        let golden = folder.path("goldens/shelf.txt")
        let line = #line + 2
        withKnownIssue {
            expectScript(path, screens: [.shelf], golden: golden)
        } matching: {
            ExpectedIssue(line: line, saying: ["recordGolden: true"]).matches($0)
        }
        expectScript(path, screens: [.shelf], golden: golden, recordGolden: true)
        expectScript(path, screens: [.shelf], golden: golden)
        _ = folder.write("shelf.jsonl", [script[0], #"{"dispatch": {"add": {"title": "Emma"}}}"#])
        let differs = #line + 2
        withKnownIssue {
            expectScript(path, screens: [.shelf], golden: golden)
        } matching: {
            ExpectedIssue(
                line: differs, saying: ["differs from this run", "\n-       row 0-0: Dune", "\n+       row 0-0: Emma"]
            )
            .matches($0)
        }
    }
}

/// A private temporary folder for the scripts and goldens a test writes.
final class TemporaryFolder {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("screen-testing-tests-\(UUID().uuidString)", isDirectory: true)

    init() {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `lines` as the file `name` and returns its path.
    func write(_ name: String, _ lines: [String]) -> String {
        let url = directory.appendingPathComponent(name)
        try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return url.path
    }

    /// A path in the folder.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}
