import Testing

@testable import ScriptReplay

/// A key written twice is an error at the second, wherever it is.
@Suite struct DuplicateKeyTests {
    private func message(_ lines: [String]) -> String {
        do {
            _ = try ActionScript.parse(lines.joined(separator: "\n"), file: "s.jsonl")
            return "parsed without error"
        } catch {
            return error.description
        }
    }

    @Test func inTheHeaderInAStepAndInADispatchPayload() {
        let header = #"{"screen": "todo", "viewport": 600}"#
        #expect(
            message([#"{"screen": "todo", "viewport": 600, "viewport": 100}"#])
                == #"s.jsonl:1:37: malformed JSON: duplicate key "viewport"; write each key of an object once"#)
        #expect(
            message([header, #"{"expect": {"rows": 1, "rows": 2}}"#])
                == #"s.jsonl:2:24: malformed JSON: duplicate key "rows"; write each key of an object once"#)
        #expect(
            message([header, #"{"dispatch": {"add": {"text": "a", "text": "b"}}}"#])
                == #"s.jsonl:2:36: malformed JSON: duplicate key "text"; write each key of an object once"#)
    }

    @Test func anEscapedSpellingOfTheSameKeyIsTheSameKey() {
        #expect(
            throws: JSONParseError(line: 1, column: 10, reason: #"duplicate key "a"; write each key of an object once"#)
        ) {
            try JSONParser.parse(#"{"a": 1, "\u0061": 2}"#)
        }
        #expect(throws: Never.self) { try JSONParser.parse(#"{"a": 1, "a": 2}"#, allowingDuplicateKeys: true) }
    }
}
