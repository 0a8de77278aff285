import Foundation
import ListUpdates
import TestSupport
import Testing

@testable import HeadlessList

/// Footers under each section's rows, with their own reuse pool, and per-section header and
/// footer heights from the delegate (0 meaning none).
@MainActor
@Suite struct HeadlessListViewFooterTests {
    @Test func footersFollowTheirSectionsRowsInTheLayoutAndTheSnapshot() {
        let data = TextDataSource([["a", "b"], ["c"]], headerTitles: ["A", "C"], footerTitles: ["2 rows", "1 row"])
        let list = HeadlessListView.showing(data, viewportHeight: 200, rowHeight: 10, headerHeight: 8, footerHeight: 6)
        // 8 + 2 × 10 + 6, then 8 + 10 + 6.
        #expect(list.contentHeight == 58)
        #expect(
            list.snapshot() == """
                table view: 2 sections [2, 1], offset 0 of 0, viewport 200
                header 0: A
                row 0-0: a
                row 0-1: b
                footer 0: 2 rows
                header 1: C
                row 1-0: c
                footer 1: 1 row

                """)
        #expect((list.footerForSection(1) as? HeadlessCell)?.text == "1 row")
        #expect(list.footerForSection(2) == nil)
    }

    @Test func aSectionWithoutRowsShowsItsHeaderThenItsFooter() {
        let data = TextDataSource([[], ["c"]], headerTitles: ["A", "C"], footerTitles: ["none", "one"])
        let list = HeadlessListView.showing(data, viewportHeight: 200, rowHeight: 10, headerHeight: 8, footerHeight: 6)
        #expect(
            list.snapshotLines().dropFirst() == [
                "header 0: A", "footer 0: none", "header 1: C", "row 1-0: c", "footer 1: one",
            ])
    }

    @Test func footersScrollOutIntoTheirOwnReusePool() {
        let data = TextDataSource(
            [(0..<5).map { "a\($0)" }, (0..<20).map { "b\($0)" }], headerTitles: ["A", "B"],
            footerTitles: ["end A", "end B"])
        let list = HeadlessListView.showing(data, viewportHeight: 40, rowHeight: 10, headerHeight: 8, footerHeight: 6)
        list.scroll(to: 30)  // section A's footer is at 58..<64
        #expect((list.footerForSection(0) as? HeadlessCell)?.text == "end A")
        #expect((list.headerForSection(1) as? HeadlessCell)?.text == "B", "header A's view, reused")
        #expect(list.headerReusePoolCount(forReuseIdentifier: TextCell.headerIdentifier) == 0)
        list.scroll(to: 80)
        #expect(list.footerForSection(0) == nil)
        #expect(list.footerReusePoolCount(forReuseIdentifier: TextCell.footerIdentifier) == 1)
        #expect(list.headerReusePoolCount(forReuseIdentifier: TextCell.headerIdentifier) == 1, "header B left too")
        list.scroll(to: list.maximumContentOffset)
        #expect((list.footerForSection(1) as? HeadlessCell)?.text == "end B")
        #expect(list.footerReusePoolCount(forReuseIdentifier: TextCell.footerIdentifier) == 0, "the footer was reused")
    }

    @Test func aSectionWhoseHeaderHeightIsZeroShowsNoHeaderAndIsNotAskedForOne() {
        let data = TextDataSource(
            [["a"], ["b"], ["c"]], headerTitles: ["A", "B", "C"], footerTitles: ["x", "y", "z"])
        let delegate = InteractionDelegate()
        delegate.headerHeights = [1: 0]
        delegate.footerHeights = [0: 0, 2: 12]
        let list = HeadlessListView(viewportHeight: 300, rowHeight: 10, headerHeight: 20, footerHeight: 5)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.register(TextCell.self, forHeaderReuseIdentifier: TextCell.headerIdentifier)
        list.register(TextCell.self, forFooterReuseIdentifier: TextCell.footerIdentifier)
        list.dataSource = data
        list.delegate = delegate
        list.reloadData()
        #expect(data.requestedHeaders == [0, 2])
        #expect(data.requestedFooters == [1, 2])
        // 20 + 10 + 0, then 0 + 10 + 5, then 20 + 10 + 12.
        #expect(list.contentHeight == 87)
        #expect(
            list.snapshotLines().dropFirst()
                == [
                    "header 0: A", "row 0-0: a", "row 1-0: b", "footer 1: y", "header 2: C", "row 2-0: c",
                    "footer 2: z",
                ])
    }

    @Test func aBatchThatMovesNothingLaysOutAgainWhenASectionsFooterHeightChanged() throws {
        let data = TextDataSource([["a"], ["b"]], footerTitles: ["x", "y"])
        let delegate = InteractionDelegate()
        delegate.footerHeights = [0: 0, 1: 0]
        let list = HeadlessListView(viewportHeight: 300, rowHeight: 10)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.register(TextCell.self, forFooterReuseIdentifier: TextCell.footerIdentifier)
        list.dataSource = data
        list.delegate = delegate
        list.reloadData()
        #expect(list.footerForSection(0) == nil && list.contentHeight == 20)
        delegate.footerHeights = [0: 7, 1: 0]
        try list.performBatchUpdates({ BatchUpdate() }, completion: nil)
        #expect(list.contentHeight == 27)
        #expect((list.footerForSection(0) as? HeadlessCell)?.text == "x")
        delegate.footerHeights = [0: 0, 1: 0]
        try list.performBatchUpdates({ BatchUpdate() }, completion: nil)
        #expect(list.footerForSection(0) == nil)
        #expect(list.footerReusePoolCount(forReuseIdentifier: TextCell.footerIdentifier) == 1)
    }

    @Test func deletingASectionRetiresItsFooterAndMovingOneKeepsIt() throws {
        let data = TextDataSource([["a"], ["b"], ["c"]], footerTitles: ["x", "y", "z"])
        let list = HeadlessListView.showing(data, viewportHeight: 300, rowHeight: 10, footerHeight: 5)
        let zFooter = try #require(list.footerForSection(2))
        try list.performBatchUpdates(
            {
                data.sections = [["c"], ["a"]]
                data.footerTitles = ["z", "x"]
                return BatchUpdate(deleteSections: [1], moveSections: [BatchUpdate.Move(from: 2, to: 0)])
            }, completion: nil)
        #expect(list.footerForSection(0) === zFooter, "a moved section keeps its footer")
        #expect(list.footerReusePoolCount(forReuseIdentifier: TextCell.footerIdentifier) == 1)
        #expect(list.snapshotLines().dropFirst() == ["row 0-0: c", "footer 0: z", "row 1-0: a", "footer 1: x"])
    }
}
