import Foundation
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff
import TestSupport
import Testing

@testable import HeadlessList

@MainActor
@Suite struct HeadlessListViewBatchUpdateTests {
    @Test func movedRowsKeepTheirCellsAndInsertedRowsAreDequeued() throws {
        let data = TextDataSource([["a", "b", "c"]])
        let list = HeadlessListView.showing(data)
        let cellA = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let cellB = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        let cellC = try #require(list.cellForItem(at: IndexPath(item: 2, section: 0)))
        try list.performBatchUpdates(
            {
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

    @Test func anEmptyBatchKeepsEveryCellAndCompletes() throws {
        let data = TextDataSource([["a", "b", "c"]])
        let list = HeadlessListView.showing(data)
        let cells = (0..<3).map { list.cellForItem(at: IndexPath(item: $0, section: 0)) }
        var completed: [Bool] = []
        try list.performBatchUpdates({ BatchUpdate() }, completion: { completed.append($0) })
        #expect(completed == [true])
        #expect((0..<3).allSatisfy { list.cellForItem(at: IndexPath(item: $0, section: 0)) === cells[$0] })
        #expect(data.requestedCells.count == 3)
        // An empty batch whose counts changed is still UIKit's count error.
        #expect(throws: BatchUpdateError.self) {
            try list.performBatchUpdates(
                {
                    data.sections = [["a", "b"]]
                    return BatchUpdate()
                }, completion: nil)
        }
    }

    @Test func anEmptyBatchLaysRowsOutAgainWhenTheDelegateGivesHeights() throws {
        let data = TextDataSource([["a", "b", "c"]])
        let list = HeadlessListView.showing(data)
        let heights = RecordingDelegate()
        list.delegate = heights
        list.reloadData()
        #expect(list.contentHeight == 30)
        heights.heights[IndexPath(item: 1, section: 0)] = 50
        try list.performBatchUpdates({ BatchUpdate() }, completion: nil)
        #expect(list.contentHeight == 70)
    }

    @Test func invalidBatchThrowsUIKitMessageAndChangesNothing() {
        let data = TextDataSource([["a", "b", "c"]])
        let list = HeadlessListView.showing(data)
        let before = list.snapshot()
        #expect(
            throws: BatchUpdateError.invalidItemCount(
                section: 0, after: 4, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0, style: .table)
        ) {
            try list.performBatchUpdates(
                {
                    data.sections = [["a", "b", "c", "d"]]
                    return BatchUpdate()
                }, completion: nil)
        }
        #expect(list.snapshot() == before)
        #expect(list.numberOfItems(inSection: 0) == 3)
    }
}

@MainActor
@Suite struct HeadlessListViewBatchPropertyTests {
    /// The cells on screen by the row identity their text names.
    static func cellsByRow(_ list: HeadlessListView) -> [String: ObjectIdentifier] {
        var cells: [String: ObjectIdentifier] = [:]
        for row in list.visibleRows {
            cells[row.text] = ObjectIdentifier(list.cellForItem(at: row.indexPath)!)
        }
        return cells
    }

    @Test func randomValidBatchesLeaveTheListShowingTheData() throws {
        for seed in UInt64(1)...600 {
            var random = SplitMix64(seed: seed)
            let change = RandomListChange.make(moves: seed % 2 == 0, using: &random)
            let data = TextDataSource(change.texts(of: change.before, reloaded: false))
            let tall = seed % 3 != 0
            let list = HeadlessListView.showing(
                data, style: seed % 4 == 0 ? .collection : .table,
                viewportHeight: tall ? 1_000 : 35)
            list.scroll(to: Double.random(in: 0...60, using: &random))
            let cellsBefore = Self.cellsByRow(list)
            try list.performBatchUpdates(
                {
                    data.sections = change.texts(of: change.after, reloaded: true)
                    return change.update
                }, completion: nil)
            let context = "seed \(seed): \(change.update)"
            #expect(list.numberOfSections == data.sections.count, "\(context)")
            #expect(
                (0..<list.numberOfSections).map(list.numberOfItems(inSection:)) == data.sections.map(\.count),
                "\(context)")
            for row in list.visibleRows {
                #expect(row.text == data.sections[row.indexPath.section][row.indexPath.item], "\(context)")
            }
            if tall {
                #expect(list.visibleRows.count == data.sections.joined().count, "\(context)")
            }
            // A row on screen before and after keeps its cell unless it or its section was reloaded.
            let survivors = Set(change.before.map(\.id)).subtracting(change.reloadedSections)
            let keeping = Set(change.after.filter { survivors.contains($0.id) }.flatMap(\.rows))
                .intersection(change.before.filter { survivors.contains($0.id) }.flatMap(\.rows))
                .subtracting(change.reloadedRows)
            for (text, cell) in Self.cellsByRow(list) {
                guard let id = Int(text.dropFirst()), keeping.contains(id), let old = cellsBefore[text] else {
                    continue
                }
                #expect(cell == old, "\(context): row \(text) lost its cell")
            }
        }
    }

    @Test func randomCorruptionsAreRejectedAndChangeNothing() throws {
        for seed in UInt64(1)...600 {
            var random = SplitMix64(seed: seed)
            let change = RandomListChange.make(moves: seed % 2 == 1, using: &random)
            let (corrupted, kind) = try #require(change.corrupted(using: &random), "seed \(seed)")
            let data = TextDataSource(change.texts(of: change.before, reloaded: false))
            let list = HeadlessListView.showing(data, viewportHeight: 40)
            let cellsBefore = list.indexPathsForVisibleItems.map { ObjectIdentifier(list.cellForItem(at: $0)!) }
            let snapshot = list.snapshot()
            let pool = list.reusePoolCount(forReuseIdentifier: TextCell.reuseIdentifier)
            #expect(throws: BatchUpdateError.self, "seed \(seed): \(kind)") {
                try list.performBatchUpdates(
                    {
                        data.sections = change.texts(of: change.after, reloaded: true)
                        return corrupted
                    }, completion: { _ in Issue.record("seed \(seed): completion ran for a rejected batch") })
            }
            #expect(list.snapshot() == snapshot, "seed \(seed): \(kind)")
            #expect(
                list.indexPathsForVisibleItems.map { ObjectIdentifier(list.cellForItem(at: $0)!) } == cellsBefore,
                "seed \(seed): \(kind)")
            #expect(list.reusePoolCount(forReuseIdentifier: TextCell.reuseIdentifier) == pool, "seed \(seed)")
            #expect(!list.isAnimating)
        }
    }
}

@MainActor
@Suite struct HeadlessListViewAnimationTests {
    static func appendingBatch(_ data: TextDataSource, _ text: String) -> () -> BatchUpdate {
        {
            data.sections[0].append(text)
            return BatchUpdate(insertItems: [IndexPath(item: data.sections[0].count - 1, section: 0)])
        }
    }

    @Test func completionRunsAfterTheAnimationDurationOnTheScheduler() throws {
        let scheduler = ManualScheduler()
        let data = TextDataSource([["a"]])
        let list = HeadlessListView.showing(data, scheduler: scheduler)
        var finished: [Bool] = []
        try list.performBatchUpdates(Self.appendingBatch(data, "b"), completion: { finished.append($0) })
        #expect(list.isAnimating)
        #expect(finished.isEmpty)
        #expect(list.visibleRows.map(\.text) == ["a", "b"])
        scheduler.advance(by: 0.29)
        #expect(finished.isEmpty)
        scheduler.advance(by: 0.01)
        #expect(finished == [true])
        #expect(!list.isAnimating)
    }

    @Test func anUpdateWhileAnotherAnimatesCompletesInTurn() throws {
        let scheduler = ManualScheduler()
        let data = TextDataSource([["a"]])
        let list = HeadlessListView.showing(data, scheduler: scheduler)
        var finished: [String] = []
        try list.performBatchUpdates(Self.appendingBatch(data, "b"), completion: { _ in finished.append("b") })
        scheduler.advance(by: 0.1)
        try list.performBatchUpdates(Self.appendingBatch(data, "c"), completion: { _ in finished.append("c") })
        scheduler.advance(by: 0.2)
        #expect(finished == ["b"])
        #expect(list.isAnimating)
        scheduler.advance(by: 0.1)
        #expect(finished == ["b", "c"])
        #expect(!list.isAnimating)
    }

    @Test func notInWindowValidatesButCompletesAtOnce() throws {
        let scheduler = ManualScheduler()
        let data = TextDataSource([["a"]])
        let list = HeadlessListView.showing(data, scheduler: scheduler)
        list.isInWindow = false
        var finished: [Bool] = []
        try list.performBatchUpdates(Self.appendingBatch(data, "b"), completion: { finished.append($0) })
        #expect(finished == [true])
        #expect(!list.isAnimating)
        #expect(scheduler.pendingCount == 0)
        #expect(throws: BatchUpdateError.self) {
            try list.performBatchUpdates(
                {
                    data.sections[0].append("c")
                    return BatchUpdate()
                }, completion: nil)
        }
    }

    @Test func withoutSchedulerCompletionRunsBeforeReturning() throws {
        let data = TextDataSource([["a"]])
        let list = HeadlessListView.showing(data)
        var finished = false
        try list.performBatchUpdates(Self.appendingBatch(data, "b"), completion: { finished = $0 })
        #expect(finished)
        #expect(!list.isAnimating)
    }

    @Test func batchFromInsideAnotherBatchBlockIsRejected() throws {
        let data = TextDataSource([["a"]])
        let list = HeadlessListView.showing(data)
        var inner: BatchUpdateError?
        try list.performBatchUpdates(
            {
                do throws(BatchUpdateError) {
                    try list.performBatchUpdates(Self.appendingBatch(data, "x"), completion: nil)
                } catch {
                    inner = error
                }
                return Self.appendingBatch(data, "b")()
            }, completion: nil)
        #expect(inner == .reentrantBatchUpdate)
        #expect(
            inner?.description
                == "attempt to perform batch updates from inside the updates block of another batch update")
        #expect(list.visibleRows.map(\.text) == ["a", "b"])
    }

    @Test func batchFromACompletionIsAllowed() throws {
        let data = TextDataSource([["a"]])
        let list = HeadlessListView.showing(data)
        try list.performBatchUpdates(
            Self.appendingBatch(data, "b"),
            completion: { _ in
                #expect(throws: Never.self) {
                    try list.performBatchUpdates(Self.appendingBatch(data, "c"), completion: nil)
                }
            })
        #expect(list.visibleRows.map(\.text) == ["a", "b", "c"])
    }

    @Test func countsAreReadAfterTheBlockNotBefore() {
        let data = TextDataSource([["a"]])
        let list = HeadlessListView.showing(data)
        // The most common cause of the count crash: data set before the batch.
        data.sections[0].append("b")
        #expect(list.numberOfItems(inSection: 0) == 1)
        #expect(
            throws: BatchUpdateError.invalidItemCount(
                section: 0, after: 3, before: 1, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0, style: .table)
        ) {
            try list.performBatchUpdates(Self.appendingBatch(data, "c"), completion: nil)
        }
    }
}
