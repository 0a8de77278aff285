import Foundation
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff
import TestSupport
import Testing

@testable import HeadlessList

/// `willDisplay` and `didEndDisplaying`: once per appearance of a cell, as rows enter and
/// leave the screen through reloads, scrolls and batches.
@MainActor
@Suite struct HeadlessListViewDisplayTests {
    static func rows(_ prefix: String, _ count: Int) -> [String] { (0..<count).map { "\(prefix)\($0)" } }

    /// A list of `data` (held weakly by the list: the test keeps it) with an `InteractionDelegate`.
    private func makeList(_ data: TextDataSource, viewport: Double = 35) -> (HeadlessListView, InteractionDelegate) {
        let delegate = InteractionDelegate()
        let list = HeadlessListView(viewportHeight: viewport, rowHeight: 10)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.dataSource = data
        list.delegate = delegate
        list.reloadData()
        return (list, delegate)
    }

    @Test func theFirstLoadDisplaysTheVisibleRowsInOrderAfterConfiguringThem() {
        let data = TextDataSource([Self.rows("r", 10)])
        let (_, delegate) = makeList(data)
        #expect(
            delegate.events == ["willDisplay 0-0 r0", "willDisplay 0-1 r1", "willDisplay 0-2 r2", "willDisplay 0-3 r3"])
        #expect(delegate.unbalanced.isEmpty)
    }

    @Test func scrollingEndsTheRowsThatLeaveBeforeDisplayingThoseThatCome() {
        let data = TextDataSource([Self.rows("r", 10)])
        let (list, delegate) = makeList(data)
        delegate.clearEvents()
        list.scroll(to: 20)
        #expect(
            delegate.events == [
                "didEndDisplaying 0-0 r0", "didEndDisplaying 0-1 r1", "willDisplay 0-4 r4", "willDisplay 0-5 r5",
            ])
        delegate.clearEvents()
        list.scroll(to: 20)
        #expect(delegate.events.isEmpty, "a scroll that moves nothing tells nothing")
    }

    @Test func reloadDataEndsEveryVisibleRowThenDisplaysTheNewOnes() {
        let data = TextDataSource([Self.rows("r", 10)])
        let (list, delegate) = makeList(data)
        delegate.clearEvents()
        data.sections = [Self.rows("s", 2)]
        list.reloadData()
        #expect(
            delegate.events == [
                "didEndDisplaying 0-0 r0", "didEndDisplaying 0-1 r1", "didEndDisplaying 0-2 r2",
                "didEndDisplaying 0-3 r3", "willDisplay 0-0 s0", "willDisplay 0-1 s1",
            ])
        #expect(delegate.unbalanced.isEmpty)
    }

    @Test func aBatchDisplaysInsertedRowsAndEndsDeletedAndReloadedOnesAtTheirOldPlaces() throws {
        let data = TextDataSource([Self.rows("r", 10)])
        let (list, delegate) = makeList(data, viewport: 50)
        delegate.clearEvents()
        try list.performBatchUpdates(
            {
                data.sections = [["new", "r0", "R2", "r3", "r4", "r5"]]
                return BatchUpdate(
                    deleteItems: [IndexPath(item: 1, section: 0)] + (6..<10).map { IndexPath(item: $0, section: 0) },
                    insertItems: [IndexPath(item: 0, section: 0)], reloadItems: [IndexPath(item: 2, section: 0)])
            }, completion: nil)
        // r0, r3 and r4 stay displayed (r0 one row lower); r1 goes, r2 is reloaded.
        #expect(
            delegate.events == [
                "willDisplay 0-0 new", "willDisplay 0-2 R2", "didEndDisplaying 0-1 r1", "didEndDisplaying 0-2 r2",
            ])
        #expect(delegate.unbalanced.isEmpty)
        #expect(delegate.displayed.count == list.indexPathsForVisibleItems.count)
    }

    @Test func aBatchBelowTheScreenKeepsEveryCellAndTellsNothing() throws {
        let data = TextDataSource([Self.rows("r", 10)])
        let (list, delegate) = makeList(data)
        let cells = list.indexPathsForVisibleItems.map { list.cellForItem(at: $0).map(ObjectIdentifier.init) }
        delegate.clearEvents()
        try list.performBatchUpdates(
            {
                data.sections = [["r0", "r1", "r2", "r3", "r4", "new", "r6", "r8", "r9"]]
                return BatchUpdate(
                    deleteItems: [IndexPath(item: 5, section: 0), IndexPath(item: 7, section: 0)],
                    insertItems: [IndexPath(item: 5, section: 0)])
            }, completion: nil)
        #expect(delegate.events.isEmpty, "no row on screen entered or left")
        #expect(list.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 0) })
        #expect(list.indexPathsForVisibleItems.map { list.cellForItem(at: $0).map(ObjectIdentifier.init) } == cells)
        // Deleting the first row below the screen brings the next one up into it.
        try list.performBatchUpdates(
            {
                data.sections[0].remove(at: 0)
                return BatchUpdate(deleteItems: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
        #expect(delegate.events == ["willDisplay 0-3 r4", "didEndDisplaying 0-0 r0"])
        #expect(delegate.unbalanced.isEmpty)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func displaysAndEndsStayBalancedAcrossRandomScrollsBatchesAndReloads(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let data = TextDataSource([Self.rows("a", 8), Self.rows("b", 12)])
        let (list, delegate) = makeList(data, viewport: 60)
        var next = 0
        for _ in 0..<60 {
            switch random.next() % 4 {
            case 0:
                list.scroll(to: Double(random.next() % 220))
            case 1:
                list.reloadData()
            default:
                let section = Int(random.next() % 2)
                let count = data.sections[section].count
                if count > 0, random.next() % 2 == 0 {
                    let item = Int(random.next() % UInt64(count))
                    try list.performBatchUpdates(
                        {
                            data.sections[section].remove(at: item)
                            return BatchUpdate(deleteItems: [IndexPath(item: item, section: section)])
                        }, completion: nil)
                } else {
                    let item = Int(random.next() % UInt64(count + 1))
                    next += 1
                    try list.performBatchUpdates(
                        {
                            data.sections[section].insert("n\(next)", at: item)
                            return BatchUpdate(insertItems: [IndexPath(item: item, section: section)])
                        }, completion: nil)
                }
            }
            #expect(delegate.unbalanced.isEmpty, "seed \(seed): \(delegate.unbalanced)")
            let visible = Set(
                list.indexPathsForVisibleItems.compactMap { list.cellForItem(at: $0) }.map(ObjectIdentifier.init))
            #expect(delegate.displayed == visible, "seed \(seed): the cells displayed are those on screen")
        }
    }
}
