import Foundation
import Testing

@testable import ReplayTool

@Suite("replay diff")
struct DiffCommandTests {
    let files = DiffTestFiles()

    private func diff(_ old: String, _ new: String, _ options: String...) -> CommandResult {
        ReplayCommand.run(["diff", files.write("old.json", old), files.write("new.json", new)] + options)
    }

    // MARK: Output

    @Test("--json on flat lists: the contractual keys in order, section 0, flat data as in the input")
    func flatJSON() {
        let result = diff(
            #"[{"id": "a", "content": 1}, {"id": "b", "content": 2}, {"id": "c", "extra": true}]"#,
            #"[{"id": "c", "extra": true}, {"id": "a", "content": 1}, {"id": "b", "content": 3}, {"id": 4}]"#,
            "--json"
        )
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        let empty = #""sectionDeleted":[],"sectionInserted":[],"sectionUpdated":[],"sectionMoved":[]"#
        #expect(
            result.standardOutput == """
                {"stages":[{\(empty),"elementDeleted":[],"elementInserted":[],"elementUpdated":[[0,1]],"elementMoved":[],\
                "data":[{"id":"a","content":1},{"id":"b","content":3},{"id":"c","extra":true}]},\
                {\(empty),"elementDeleted":[],"elementInserted":[[0,3]],"elementUpdated":[],"elementMoved":[[[0,2],[0,0]]],\
                "data":[{"id":"c","extra":true},{"id":"a","content":1},{"id":"b","content":3},{"id":4}]}]}

                """)
    }

    @Test("--json on sections: section operations, cross-section moves, sections printed with their current items")
    func sectionedJSON() {
        let result = diff(
            #"[{"id": "s1", "content": "A", "items": [{"id": 1}, {"id": 2}]}, {"id": "s2", "items": [{"id": 3}]}]"#,
            #"[{"id": "s2", "items": [{"id": 3}, {"id": 1}]}, {"id": "s3", "items": [{"id": 2}]}]"#,
            "--json"
        )
        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput == """
                {"stages":[{"sectionDeleted":[],"sectionInserted":[2],"sectionUpdated":[],"sectionMoved":[],\
                "elementDeleted":[],"elementInserted":[],"elementUpdated":[],"elementMoved":[],\
                "data":[{"id":"s1","content":"A","items":[{"id":1},{"id":2}]},{"id":"s2","items":[{"id":3}]},{"id":"s3","items":[]}]},\
                {"sectionDeleted":[],"sectionInserted":[],"sectionUpdated":[],"sectionMoved":[],\
                "elementDeleted":[],"elementInserted":[],"elementUpdated":[],"elementMoved":[[[0,0],[1,1]],[[0,1],[2,0]]],\
                "data":[{"id":"s1","content":"A","items":[]},{"id":"s2","items":[{"id":3},{"id":1}]},{"id":"s3","items":[{"id":2}]}]},\
                {"sectionDeleted":[0],"sectionInserted":[],"sectionUpdated":[],"sectionMoved":[],\
                "elementDeleted":[],"elementInserted":[],"elementUpdated":[],"elementMoved":[],\
                "data":[{"id":"s2","items":[{"id":3},{"id":1}]},{"id":"s3","items":[{"id":2}]}]}]}

                """)
    }

    @Test("plain output lists each stage and its operations with ids")
    func plainOutput() {
        let result = diff(
            #"[{"id": "a"}, {"id": "b", "content": 1}, {"id": "c"}]"#,
            #"[{"id": "c"}, {"id": "a"}, {"id": "b", "content": 2}, {"id": 7}]"#
        )
        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput == """
                stage 1 of 2: 1 change
                  update item 1 (id "b")
                stage 2 of 2: 2 changes
                  insert item 3 (id 7)
                  move item 2 (id "c") to 0

                """)
    }

    @Test("equal inputs: no stages; content is compared by JSON equality")
    func jsonEquality() {
        let old = #"[{"id": 1, "content": {"a": 1, "b": [2]}}]"#
        let new = #"[{"id": 1.0, "content": {"b": [2.0], "a": 1e0}}]"#
        #expect(diff(old, new).standardOutput == "no changes\n")
        #expect(diff(old, new, "--json").standardOutput == "{\"stages\":[]}\n")
    }

    @Test("the string \"1\" and the number 1 are different ids")
    func stringAndNumberIDsDiffer() {
        let result = diff(#"[{"id": "1"}]"#, #"[{"id": 1}]"#, "--json")
        #expect(result.standardOutput.contains(#""elementDeleted":[[0,0]],"elementInserted":[[0,0]]"#))
    }

    @Test("ids compare by exact JSON value: 1 = 1.0 = 10E-1, \"1\" differs, large integers stay exact")
    func idEquality() {
        let same = diff(#"[{"id": 1}, {"id": "x"}]"#, #"[{"id": 10E-1}, {"id": "\u0078"}]"#, "--json")
        #expect(same.standardOutput == "{\"stages\":[]}\n")
        let large = diff(#"[{"id": 9007199254740993}]"#, #"[{"id": 9007199254740992}]"#, "--json")
        #expect(large.standardOutput.contains(#""elementDeleted":[[0,0]],"elementInserted":[[0,0]]"#))
    }

    @Test("strings compare by Unicode scalars: escaped and literal agree, composed and decomposed do not")
    func stringEquality() {
        #expect(diff(#"[{"id": "\u00e9"}]"#, #"[{"id": "é"}]"#).standardOutput == "no changes\n")
        let decomposed = diff(#"[{"id": 1, "content": "é"}]"#, #"[{"id": 1, "content": "e\u0301"}]"#)
        #expect(decomposed.standardOutput == "stage 1 of 1: 1 change\n  update item 0 (id 1)\n")
    }

    @Test("a key written twice counts once, with its last value, for the id and the content alike")
    func duplicateKeys() {
        let result = diff(#"[{"id": 1, "id": 2, "content": {"a": 1, "a": 2}}]"#, #"[{"id": 2, "content": {"a": 2}}]"#)
        #expect(result.standardOutput == "no changes\n")
    }

    @Test("a leading byte order mark is ignored")
    func byteOrderMark() {
        let old = files.write("old.json", "\u{FEFF}[{\"id\": 1}]")
        let result = ReplayCommand.run(["diff", old, files.write("new.json", "[]")])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "stage 1 of 1: 1 change\n  delete item 0 (id 1)\n")
    }

    @Test("bytes that are not UTF-8 are named by line and column")
    func notUTF8() throws {
        let url = URL(fileURLWithPath: files.missing("old.json"))
        try Data("[\n \"é".utf8 + [0xFF] + Data("\"]".utf8)).write(to: url)
        expectError(
            ReplayCommand.run(["diff", url.path, files.write("new.json", "[]")]), "\(url.path):2:4: not UTF-8 text")
    }

    @Test("an empty array fits a sectioned file on the other side")
    func emptyFitsSections() {
        let result = diff("[]", #"[{"id": "s", "items": [{"id": 1}]}]"#, "--json")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix(#"{"stages":[{"sectionDeleted":[],"sectionInserted":[0],"#))
    }

    // MARK: Errors

    private func expectError(
        _ result: CommandResult, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.exitCode == 1, sourceLocation: sourceLocation)
        #expect(result.standardOutput == "", sourceLocation: sourceLocation)
        #expect(result.standardError == "replay diff: \(message)\n", sourceLocation: sourceLocation)
    }

    @Test("malformed JSON names the file, line and column")
    func malformedJSON() {
        let old = files.write("old.json", "[\n  {\"id\": tru}\n]")
        let result = ReplayCommand.run(["diff", old, files.write("new.json", "[]")])
        expectError(result, "\(old):2:10: invalid literal, expected 'true'")
    }

    @Test("a missing file says so")
    func missingFile() {
        let missing = files.missing("nope.json")
        expectError(ReplayCommand.run(["diff", files.write("new.json", "[]"), missing]), "\(missing): no such file")
    }

    @Test(
        "wrong shapes name the file, the line and column of the offending value, and the element",
        arguments: [
            (#"{"id": 1}"#, "1:1: expected an array of items or of sections, found an object"),
            (#"[{"id": 1}, {"content": 2}]"#, "1:13: item 1: missing \"id\""),
            (#"[{"id": 1}, {"id": [1]}]"#, "1:20: item 1: \"id\" must be a string or a number, found an array"),
            (#"[{"id": 1}, 5]"#, "1:13: item 1: expected an object with \"id\", found a number"),
            (#"[{"id": "s", "items": {}}]"#, "1:23: section 0: \"items\" must be an array, found an object"),
            (
                #"[{"id": "s", "items": []}, {"id": "t", "items": [{"id": 1}, {"id": null}]}]"#,
                "1:68: section 1, item 1: \"id\" must be a string or a number, found null"
            ),
            (
                #"[{"id": 1}, {"id": "s", "items": []}]"#,
                "1:34: item 1: has \"items\" but item 0 does not: a file holds either items or sections, not both"
            ),
            (
                #"[{"id": "s", "items": []}, {"id": 1}]"#,
                "1:28: section 1: has no \"items\" but section 0 does: a file holds either items or sections, not both"
            ),
        ])
    func wrongShapes(text: String, problem: String) {
        let old = files.write("old.json", text)
        expectError(ReplayCommand.run(["diff", old, files.write("new.json", "[]")]), "\(old):\(problem)")
    }

    @Test("files of different shapes are rejected, naming the second file")
    func differentShapes() {
        let old = files.write("old.json", #"[{"id": 1}]"#)
        let new = files.write("new.json", #"[{"id": "s", "items": []}]"#)
        expectError(
            ReplayCommand.run(["diff", old, new]),
            "\(new):1:2: section 0: holds sections but \(old) holds items: both must have the same shape"
        )
    }

    // MARK: Pairs

    @Test("--pairs prints one object per line in order, skips blank lines, reports bad lines and goes on")
    func pairs() {
        let file = files.write(
            "pairs.jsonl",
            """
            {"source": [{"id": 1}], "target": [{"id": 1}, {"id": 2}]}

            {"source": [{"id": 1}], "target": [{"id": 1}}
            {"source": [{"id": 1}]}
            {"source": [{"content": 1}], "target": []}
            {"source": [], "target": []}
            """)
        let result = ReplayCommand.run(["diff", "--pairs", file, "--json"])
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput == """
                {"stages":[{"sectionDeleted":[],"sectionInserted":[],"sectionUpdated":[],"sectionMoved":[],\
                "elementDeleted":[],"elementInserted":[[0,1]],"elementUpdated":[],"elementMoved":[],"data":[{"id":1},{"id":2}]}]}
                {"stages":[]}

                """)
        #expect(
            result.standardError == """
                replay diff: \(file):3:45: unexpected '}', expected ',' or ']'
                replay diff: \(file):4:1: missing "target"
                replay diff: \(file):5:13: source: item 0: missing "id"

                """)
    }

    @Test("--pairs with only good lines exits 0; --pairs=FILE and CRLF line ends work")
    func pairsAllGood() {
        let file = files.write(
            "pairs.jsonl", "{\"source\": [], \"target\": []}\r\n{\"source\": [{\"id\": 1}], \"target\": []}\n")
        let result = ReplayCommand.run(["diff", "--json", "--pairs=\(file)"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.split(separator: "\n").count == 2)
        #expect(result.standardError == "")
    }

    @Test("--pairs: a value of the wrong shape is named by its line and column; whitespace-only lines are skipped")
    func pairsShapeErrors() {
        let file = files.write(
            "pairs.jsonl",
            """
            {"source": [], "target": [{"id": "s", "items": [{"id": 1}, {"id": true}]}]}
            \t \r
            {"source": [{"id": 1}], "target": [{"id": "s", "items": []}]}
            {"target": [], "source": [{"id": 1}]}
            """)
        let result = ReplayCommand.run(["diff", "--pairs", file, "--json"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.split(separator: "\n").count == 1)
        #expect(
            result.standardError == """
                replay diff: \(file):1:67: target: section 0, item 1: "id" must be a string or a number, found a boolean
                replay diff: \(file):3:36: target: section 0: holds sections but source holds items: both must have the same shape

                """)
    }

    @Test("--pairs on a missing file says so")
    func pairsMissingFile() {
        let missing = files.missing("pairs.jsonl")
        expectError(ReplayCommand.run(["diff", "--pairs", missing, "--json"]), "\(missing): no such file")
    }

    // MARK: Usage

    @Test(
        "usage errors exit 2 with the reason and the usage",
        arguments: [
            (["diff"], "expected two files, OLD.json and NEW.json, got 0"),
            (["diff", "a.json", "b.json", "c.json"], "expected two files, OLD.json and NEW.json, got 3"),
            (["diff", "a.json", "b.json", "--frames"], "unknown option '--frames'"),
            (["diff", "--pairs"], "--pairs needs a file"),
            (["diff", "--pairs", "p.jsonl"], "--pairs prints JSON lines only; add --json"),
            (["diff", "--pairs", "p.jsonl", "--json", "a.json"], "--pairs takes no other files, got 'a.json'"),
        ])
    func usageErrors(arguments: [String], reason: String) {
        let result = ReplayCommand.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "replay diff: \(reason)\n" + DiffArguments.usage)
    }

    @Test("--help prints the usage and exits 0")
    func help() {
        #expect(
            ReplayCommand.run(["diff", "--help"]) == CommandResult(exitCode: 0, standardOutput: DiffArguments.usage))
    }
}
