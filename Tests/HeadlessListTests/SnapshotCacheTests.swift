import ListUpdates
import ReactiveCore
import StagedDiff
import TestSupport
import Testing

@testable import HeadlessList

@Suite struct SnapshotCacheTests {
    private static func row(_ item: Int, _ text: String, marks: String = "") -> SnapshotLine {
        SnapshotLine(prefix: "row ", section: 0, item: item, text: text, marks: marks)
    }

    /// Whatever the last snapshot held, every line is the one its parts spell: rows
    /// scrolled away, new rows, changed texts and marks.
    @Test func everyLineIsTheOneItsPartsSpell() {
        var cache = SnapshotCache()
        let snapshots: [[SnapshotLine]] = [
            [Self.row(0, "Apple with a long name"), Self.row(1, "Pear"), Self.row(2, "Plum")],
            [Self.row(1, "Pear"), Self.row(2, "Plum, now ripe"), Self.row(3, "Kale")],
            [Self.row(0, "Apple with a long name"), Self.row(3, "Kale", marks: " *")],
            [],
            [Self.row(3, "Kale", marks: " *"), Self.row(4, "Fig")],
        ]
        for rows in snapshots {
            cache.begin(rowCount: rows.count)
            for row in rows {
                #expect(cache.line(for: row, at: ItemPosition(section: row.section, item: row.item ?? 0)) == row.string)
            }
        }
    }

    @Test func headlineIsWrittenAgainOnlyWhenItChanges() {
        var cache = SnapshotCache()
        var writes = 0
        func write(_ parts: SnapshotCache.Headline) -> String {
            writes += 1
            return "\(parts.counts)"
        }
        let first = SnapshotCache.Headline(
            listNoun: "table view", counts: [3], offset: 0, maximumOffset: 10, viewport: 5)
        var second = first
        second.counts = [4]
        #expect(cache.headline(for: first, write: write) == "[3]")
        #expect(cache.headline(for: first, write: write) == "[3]")
        #expect(cache.headline(for: second, write: write) == "[4]")
        #expect(writes == 2)
    }
}
