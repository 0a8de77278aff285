import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff
import TestSupport
import Testing

@testable import HeadlessList

@MainActor
@Suite struct HeadlessListViewSnapshotTests {
    @Test func printsVisibleItemsWithSelectionAndHighlightInCollectionWording() {
        let data = TextDataSource([["Apple", "Pear", "Plum"], ["Kale"]])
        let list = HeadlessListView.showing(data, style: .collection, viewportHeight: 20, rowHeight: 10)
        list.scroll(to: 7.5)
        list.tapItem(at: IndexPath(item: 1, section: 0))
        list.highlightItem(at: IndexPath(item: 2, section: 0))
        #expect(
            list.snapshot() == """
                collection view: 2 sections [3, 1], offset 7.5 of 20, viewport 20
                item 0-0: Apple
                item 0-1: Pear *
                item 0-2: Plum ~

                """)
        #expect(
            list.visibleRows == [
                VisibleRow(indexPath: IndexPath(item: 0, section: 0), text: "Apple"),
                VisibleRow(indexPath: IndexPath(item: 1, section: 0), text: "Pear"),
                VisibleRow(indexPath: IndexPath(item: 2, section: 0), text: "Plum"),
            ])
    }

    @Test func emptyListPrintsOnlyItsHeaderLine() {
        let list = HeadlessListView.showing(TextDataSource([]))
        #expect(list.snapshot() == "table view: 0 sections [], offset 0 of 0, viewport 100\n")
    }

    @Test func headerWhoseRowsAreOffScreenStillPrints() {
        let data = TextDataSource([["a"], ["b"]], headerTitles: ["One", "Two"])
        let list = HeadlessListView.showing(data, viewportHeight: 35, rowHeight: 10, headerHeight: 20)
        #expect(
            list.snapshot() == """
                table view: 2 sections [1, 1], offset 0 of 25, viewport 35
                header 0: One
                row 0-0: a
                header 1: Two

                """)
    }
}
