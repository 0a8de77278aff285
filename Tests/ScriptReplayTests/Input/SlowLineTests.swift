import Testing

@testable import ScriptReplay

/// Single long lines cost their length once: no suggestion for a long name, trimming and
/// parsing without per-character copies.
@Suite struct SlowLineTests {
    @Test func aLongUnknownNameGetsNoSuggestionAndAShortOneDoes() {
        #expect(Suggestion.didYouMean("tapp", among: ScriptStep.keys) == #" (did you mean "tap"?)"#)
        #expect(Suggestion.didYouMean(String(repeating: "t", count: 65), among: ["t"]) == "")
        let error = ScriptError.unknownStep(
            at: ScriptLocation(file: "s.jsonl", line: 2), key: String(repeating: "b", count: 2_000_000))
        #expect(error.message.utf8.count < 300)
        #expect(error.message.contains("(2000000 characters)"))
    }

    @Test func trimmingKeepsTheMiddleWhole() {
        #expect(" \t a b \t ".trimmingWhitespace == "a b")
        #expect(" \t ".trimmingWhitespace == "")
        let long = String(repeating: "x", count: 1_000_000)
        #expect(("  " + long + "\t").trimmingWhitespace == long)
    }

    @Test func aLongTextAndALongEscapedTextParseWhole() throws {
        let text = String(repeating: "c", count: 1_000_000)
        #expect(try JSONParser.parse("\"" + text + "\"") == .string(text))
        #expect(try JSONParser.parse("\"" + text + "\\n\\u00e9\"") == .string(text + "\né"))
        #expect(JSONValue.string(text + "\"\u{1B}").serialized == "\"" + text + "\\\"\\u001b\"")
    }
}
