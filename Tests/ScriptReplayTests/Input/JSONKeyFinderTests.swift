import Testing

@testable import ScriptReplay

/// Where a key is written on a line: found in one pass, escaped or not, never in a value.
@Suite struct JSONKeyFinderTests {
    @Test func findsAKeyAndSkipsAValueThatReadsLikeIt() {
        let line: Substring = #"{"expect": {"visible": ["rows"], "rows": 2}}"#
        #expect(JSONKeyFinder.column(ofKey: "rows", in: line) == 34)
        #expect(JSONKeyFinder.column(ofKey: "expect", in: line) == 2)
        #expect(JSONKeyFinder.column(ofKey: "missing", in: line) == nil)
    }

    @Test func findsAnEscapedKeyByItsTextAndCountsColumnsInCharacters() {
        let line: Substring = #"{"é": 1, "t\u0061p": [0, 1]}"#
        #expect(JSONKeyFinder.column(ofKey: "tap", in: line) == 10)
        #expect(JSONKeyFinder.column(ofKey: "é", in: line) == 2)
        #expect(JSONKeyFinder.column(ofKey: "tap", in: line, after: 11) == nil)
    }

    @Test(arguments: [1_000, 100_000, 900_000])
    func aLongEscapedKeyIsFoundInLinearWork(length: Int) {
        // The line of the finding: an unknown step whose long key is written escaped.
        let key = "a" + String(repeating: "a", count: length)
        let line = Substring(#"{"\u0061"# + String(repeating: "a", count: length) + #"": 1}"#)
        var examined = 0
        #expect(JSONKeyFinder.column(ofKey: key, in: line, after: 1, examined: &examined) == 2)
        #expect(examined <= 3 * line.utf8.count)
        examined = 0
        #expect(JSONKeyFinder.column(ofKey: "other", in: line, after: 1, examined: &examined) == nil)
        #expect(examined <= 3 * line.utf8.count)
    }
}
