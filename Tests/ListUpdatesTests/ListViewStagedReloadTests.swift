import Foundation
import HeadlessList
import ReactiveCore
import ReactiveTesting
import StagedDiff
import TestSupport
import Testing

@testable import ListUpdates

/// The low-level path on its own: `reload(using:interrupt:setData:completion:)`, a hand-written
/// `DiffDataSource` and `dequeueCellAndRender`, without any adapter.
@MainActor
@Suite struct ListViewStagedReloadTests {
    private func makeList(_ dataSource: StateDiffDataSource, scheduler: (any Scheduler)? = nil) -> HeadlessListView {
        let list = HeadlessListView(
            viewportHeight: 220, rowHeight: 44, animationTimer: scheduler.map(animationTimer(on:)))
        list.register(AnimatedRowCell.self, forReuseIdentifier: AnimatedRowCell.reuseIdentifier)
        list.dataSource = dataSource
        list.reloadData()
        return list
    }

    private func reload(
        _ list: HeadlessListView, _ dataSource: StateDiffDataSource, to target: [AnimatedState],
        interrupt: ((Changeset<[AnimatedState]>) -> Bool)? = nil, completion: ((Bool) -> Void)? = nil
    ) throws -> StagedReloadOutcome {
        let changeset = StagedChangeset(source: dataSource.states, target: target)
        return try list.reload(
            using: changeset, interrupt: interrupt,
            setData: { data in
                dataSource.countsSeenBySetData.append(list.numberOfItems(inSection: 0))
                dataSource.states = data
            }, completion: completion)
    }

    @Test func eachStageIsOneBatchWithItsDataSetInsideIt() throws {
        let dataSource = StateDiffDataSource(states(4))
        let list = makeList(dataSource)
        var target = states(4)
        target[1].title = "s1 edited"
        target.remove(at: 3)
        target.insert(AnimatedState(id: "new", title: "new"), at: 0)

        let outcome = try reload(list, dataSource, to: target)
        #expect(outcome == .batches(count: 2))
        #expect(dataSource.countsSeenBySetData == [4, 4])  // still the old count: inside the batch
        #expect(list.visibleRows.map(\.text) == ["new", "s0 v0", "s1 edited", "s2 v0"])
    }

    @Test func visibleUpdatesAreOfferedToTryRenderCellAndKeepTheirCell() throws {
        let dataSource = StateDiffDataSource(states(10))
        let list = makeList(dataSource)
        let kept = try #require(list.cellForItem(at: row(1)))
        let replaced = try #require(list.cellForItem(at: row(2)))
        var target = states(10)
        target[1].title = "in place"
        target[2] = AnimatedState(id: "s2", title: "refused", refusesInPlace: true)
        target[8].title = "offscreen"

        _ = try reload(list, dataSource, to: target)
        #expect(dataSource.offered == [row(1), row(2)])
        #expect(list.cellForItem(at: row(1)) === kept)
        #expect(list.cellForItem(at: row(2)) !== replaced)
        #expect(list.visibleRows.map(\.text) == ["s0 v0", "in place", "refused", "s3 v0", "s4 v0"])
        list.scroll(to: 1_000)
        #expect((list.cellForItem(at: row(8)) as? HeadlessCell)?.text == "offscreen")
    }

    @Test func aDataSourceThatCannotRenderInPlaceGetsReloads() throws {
        let dataSource = StateDiffDataSource(states(3))
        dataSource.canRenderInPlace = false
        let list = makeList(dataSource)
        let before = try #require(list.cellForItem(at: row(0)))
        _ = try reload(list, dataSource, to: states(3, version: 1))
        #expect(list.cellForItem(at: row(0)) !== before)
        #expect(list.visibleRows.map(\.text) == ["s0 v1", "s1 v1", "s2 v1"])
    }

    @Test func interruptSetsTheLastDataAndReloads() throws {
        let dataSource = StateDiffDataSource(states(3))
        let list = makeList(dataSource)
        var target = states(5, version: 1)
        target.swapAt(0, 4)
        var offered: [Int] = []
        let outcome = try reload(
            list, dataSource, to: target,
            interrupt: { stage in
                offered.append(stage.changeCount)
                return stage.elementInserted.count > 1
            })
        #expect(outcome == .reloadedData(notInWindow: false, interruptedAtStage: 1))
        let stages = StagedChangeset(source: states(3), target: target)
        #expect(stages.count == 2)
        #expect(offered == stages.map(\.changeCount))
        #expect(list.visibleRows.map(\.text) == target.map(\.title))
    }

    @Test func aListOutsideAWindowIsReloaded() throws {
        let dataSource = StateDiffDataSource(states(2))
        let list = makeList(dataSource)
        list.isInWindow = false
        var completed: [Bool] = []
        let outcome = try reload(list, dataSource, to: states(3, version: 2), completion: { completed.append($0) })
        #expect(outcome == .reloadedData(notInWindow: true, interruptedAtStage: nil))
        #expect(completed == [true])
        #expect(dataSource.countsSeenBySetData == [2])
        #expect(list.visibleRows.map(\.text) == ["s0 v2", "s1 v2", "s2 v2"])
    }

    @Test func completionRunsWhenTheLastBatchFinishesAnimating() throws {
        let scheduler = TestScheduler()
        let dataSource = StateDiffDataSource(states(2))
        let list = makeList(dataSource, scheduler: scheduler)
        var completed: [Bool] = []
        var target = states(3)
        target[0].title = "edited"
        _ = try reload(list, dataSource, to: target, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        scheduler.advance(by: list.animationDuration)
        #expect(completed == [true])
    }

    @Test func aRejectedBatchThrowsAfterRecovering() throws {
        let dataSource = StateDiffDataSource(states(3))
        let list = makeList(dataSource)
        // A hand-made stage that inserts without the data growing: UIKit's count crash.
        let bad = StagedChangeset([
            Changeset(data: states(3, version: 1), elementInserted: [ElementPath(element: 0, section: 0)])
        ])
        var completed: [Bool] = []
        #expect(throws: BatchUpdateError.self) {
            try list.reload(using: bad, setData: { dataSource.states = $0 }, completion: { completed.append($0) })
        }
        #expect(completed == [false])
        #expect(list.visibleRows.map(\.text) == ["s0 v1", "s1 v1", "s2 v1"])
    }

    @Test func dequeueCellAndRenderReturnsTheTypedCellRendered() {
        let list = HeadlessListView()
        list.register(PlainRowCell.self, forReuseIdentifier: PlainRowCell.reuseIdentifier)
        let first: PlainRowCell = list.dequeueCellAndRender(
            ofType: PlainRowCell.self, viewState: PlainState(id: "p", title: "shown"), for: row(0))
        #expect(first.text == "shown")
        let second = list.dequeueCellAndRender(
            ofType: PlainRowCell.self, viewState: PlainState(id: "q", title: "second"), for: row(1))
        #expect(second !== first && second.text == "second" && first.text == "shown")
        #expect(list.problems.isEmpty)
    }
}
