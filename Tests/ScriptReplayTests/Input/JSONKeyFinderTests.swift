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

@Suite struct FailureLocationTests {
    /// Failed checks are located at their keys with one search of the line per key: 25,000
    /// failed `contains` texts written after a long `frames` read the line 25,000 times (92 s).
    @Test func manyFailuresOfOneKeyReadTheLineOncePerKey() {
        let frames = (0..<2_000).map { #"{"item": [0, \#($0)], "top": 0, "height": 1}"# }.joined(separator: ", ")
        let texts = (0..<2_000).map { #""y\#($0)""# }.joined(separator: ", ")
        let text = #"{"expect": {"frames": [\#(frames)], "contains": [\#(texts)]}}"#
        let line = RawScriptLine(file: "many.jsonl", number: 2, text: Substring(text))
        let failures =
            (0..<2_000).map { ExpectationFailure(check: "frames [0, \($0)]", expected: "", actual: "") }
            + (0..<2_000).map { ExpectationFailure(check: "contains", expected: "y\($0)", actual: "") }
        var examined = 0
        let locations = line.locations(of: failures, after: 3, examined: &examined)
        #expect(examined <= 2 * 3 * text.utf8.count, "\(examined) bytes read for a line of \(text.utf8.count)")
        #expect(locations.count == 4_000)
        #expect(Set(locations[..<2_000].map(\.column)) == [13])
        #expect(Set(locations[2_000...].map(\.column)) == [line.location(ofKey: "contains").column])
        #expect(line.location(ofKey: "contains").column > 13)
    }
}
