import Testing

@testable import ScriptReplay

/// The golden diff: changed lines with context, headed by where they are.
@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.diff(expected: "a\nb\n", actual: "a\nb\n").isEmpty)
    }

    @Test func aChangedLineShowsWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 6", with: "line six")
        #expect(
            LineDiff.diff(expected: old, actual: new) == [
                "@@ golden line 4, run line 4 @@", "  line 4", "  line 5", "- line 6", "+ line six", "  line 7",
                "  line 8",
            ])
    }

    @Test func distantChangesMakeSeparateHunksAndAddedOrRemovedLinesShow() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new.remove(at: 1)
        new.insert("extra", at: 15)
        let diff = LineDiff.diff(expected: old.joined(separator: "\n"), actual: new.joined(separator: "\n"))
        #expect(diff.filter { $0.hasPrefix("@@") }.count == 2)
        #expect(diff.contains("- line 2"))
        #expect(diff.contains("+ extra"))
        #expect(!diff.contains { $0.hasPrefix("- ") && $0 != "- line 2" })
    }

    @Test func sideBySideAlignsEqualLinesAndPairsAChangeWithItsReplacement() {
        let rows = LineDiff.sideBySide(expected: "a\nb\nc\nd", actual: "a\nB\nB2\nc")
        #expect(rows.map(\.expectedText) == ["a", "b", nil, "c", "d"])
        #expect(rows.map(\.actualText) == ["a", "B", "B2", "c", nil])
        #expect(rows.map(\.differs) == [false, true, true, false, true])
        #expect(rows.map(\.expectedLine) == [1, 2, nil, 3, 4])
        #expect(rows.map(\.actualLine) == [1, 2, 3, 4, nil])
    }

    @Test func sideBySideOfEqualTextsMarksNothing() {
        let rows = LineDiff.sideBySide(expected: "x\ny\n", actual: "x\ny\n")
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { !$0.differs })
    }
}
