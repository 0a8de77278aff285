import Testing

@testable import ScriptReplay

/// LF, CRLF and CR end lines alike.
@Suite struct TextLinesTests {
    @Test func everyLineEndingSplitsTheSame() {
        #expect(TextLines.split("a\nb\nc") == ["a", "b", "c"])
        #expect(TextLines.split("a\r\nb\r\nc") == ["a", "b", "c"])
        #expect(TextLines.split("a\rb\rc") == ["a", "b", "c"])
        #expect(TextLines.split("a\r\n\rb\n") == ["a", "", "b", ""])
        #expect(TextLines.split("") == [""])
    }

    @Test func aScriptWithCROnlyLineEndingsReadsWithItsLineNumbers() throws {
        let text = #"{"screen": "todo", "viewport": 600}"# + "\r# a comment\r" + #"{"tap": [0, 1]}"# + "\r"
        let script = try ActionScript.parse(text, file: "s.jsonl")
        #expect(script.steps.map(\.line) == [3])
        #expect(throws: ScriptError.self) { try ActionScript.parse(text + "{\"tapp\": 1}\r", file: "s.jsonl") }
        do {
            _ = try ActionScript.parse(text + "{\"tapp\": 1}\r", file: "s.jsonl")
        } catch {
            #expect(error.location == ScriptLocation(file: "s.jsonl", line: 4, column: 2))
        }
    }

    @Test func aMultiLineDocumentCountsCRLinesInItsErrors() {
        #expect(throws: JSONParseError(line: 3, column: 2, reason: "unexpected '}', expected a value")) {
            try JSONParser.parse("{\"a\":\r\n[1,\r }")
        }
    }
}
