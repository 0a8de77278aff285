import Foundation
import Testing
@testable import InteractorAdapter

@MainActor
@Suite struct HeadlessListViewBatchUpdateTests {
    @Test func movedRowsKeepTheirCellsAndInsertedRowsAreDequeued() throws {
        let data = TextDataSource([["a", "b", "c"]])
        let list = HeadlessListView.showing(data)
        let cellA = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let cellB = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        let cellC = try #require(list.cellForItem(at: IndexPath(item: 2, section: 0)))
        try list.performBatchUpdates({
            data.sections = [["c", "x", "a"]]
            return BatchUpdate(
                deleteItems: [IndexPath(item: 1, section: 0)],
                insertItems: [IndexPath(item: 1, section: 0)],
                moveItems: [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))])
        }, completion: nil)
        #expect(list.visibleRows.map(\.text) == ["c", "x", "a"])
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0)) === cellC)
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) === cellA)
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0)) !== cellB)
        #expect(list.reusePoolCount(forReuseIdentifier: TextCell.reuseIdentifier) == 1)
    }

    @Test func invalidBatchThrowsUIKitMessageAndChangesNothing() {
        let data = TextDataSource([["a", "b", "c"]])
        let list = HeadlessListView.showing(data)
        let before = list.snapshot()
        #expect(throws: BatchUpdateError.invalidItemCount(
            section: 0, after: 4, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0, style: .table)
        ) {
            try list.performBatchUpdates({
                data.sections = [["a", "b", "c", "d"]]
                return BatchUpdate()
            }, completion: nil)
        }
        #expect(list.snapshot() == before)
        #expect(list.numberOfItems(inSection: 0) == 3)
    }
}
