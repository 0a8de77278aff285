import Foundation
import ListUpdates
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@testable import HeadlessList

/// Reordering by drag as UIKit does it: only movable items, the place clamped as UIKit
/// proposes places and retargeted by the delegate, the row moved on screen first, then the
/// data source told.
@MainActor
@Suite struct HeadlessListViewDragTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// A list of `sections`, every item movable; the test keeps the data source (the list holds
    /// it weakly).
    private func makeList(
        _ sections: [[String]], viewport: Double = 200, scheduler: (any Scheduler)? = nil
    ) -> (HeadlessListView, TextDataSource, InteractionDelegate) {
        let data = TextDataSource(sections)
        data.canMove = { _ in true }
        let delegate = InteractionDelegate()
        let list = HeadlessListView.showing(data, viewportHeight: viewport, rowHeight: 10, scheduler: scheduler)
        list.delegate = delegate
        return (list, data, delegate)
    }

    @Test func theRowMovesOnScreenWithItsCellThenTheDataSourceHears() throws {
        let (list, data, delegate) = makeList([["a", "b", "c", "d"]])
        let cell = try #require(list.cellForItem(at: path(0, 0)))
        list.tapItem(at: path(0, 0))
        delegate.clearEvents()
        let outcome = try list.dragItem(from: path(0, 0), to: path(0, 2))
        #expect(outcome.destination == path(0, 2) && outcome.didMove)
        #expect(outcome.description == "moved [0, 0] to [0, 2]")
        #expect(list.cellForItem(at: path(0, 2)) === cell, "the dragged row keeps its cell")
        #expect(data.moves.map(\.from) == [path(0, 0)] && data.moves.map(\.to) == [path(0, 2)])
        #expect(list.visibleRows.map(\.text) == ["b", "c", "a", "d"])
        #expect(list.indexPathsForSelectedItems == [path(0, 2)], "the selection follows the row")
        #expect(delegate.events == ["target 0-0 > 0-2"], "no row appeared or left")
    }

    @Test func anItemThatCannotMoveIsNotDragged() throws {
        let (list, data, _) = makeList([["a", "b"]])
        data.canMove = { $0.item != 1 }
        #expect(throws: ListInteractionError.cannotMove(path(0, 1))) {
            try list.dragItem(from: path(0, 1), to: path(0, 0))
        }
        #expect(data.moves.isEmpty && list.visibleRows.map(\.text) == ["a", "b"])
    }

    @Test(arguments: [
        // In its own section a row goes to 0..<count; in another one to 0...count.
        ((0, 0), (0, 9), (0, 2)), ((0, 2), (0, -3), (0, 0)), ((0, 0), (1, 9), (1, 2)), ((1, 0), (0, 7), (0, 3)),
        ((1, 1), (5, 0), (1, 0)), ((0, 1), (-1, 4), (0, 2)),
    ])
    func theProposalIsClampedAsUIKitProposesPlaces(move: ((Int, Int), (Int, Int), (Int, Int))) throws {
        let (list, data, delegate) = makeList([["a", "b", "c"], ["x", "y"]])
        let outcome = try list.dragItem(from: path(move.0.0, move.0.1), to: path(move.1.0, move.1.1))
        #expect(data.moves.count == 1)
        #expect(outcome.destination == path(move.2.0, move.2.1))
        #expect(delegate.events.last == "target \(move.0.0)-\(move.0.1) > \(move.2.0)-\(move.2.1)", "asked clamped")
    }

    @Test func theDelegateRetargetsTheMoveAndItsAnswerIsClampedToo() throws {
        let (list, data, delegate) = makeList([["a", "b", "c"], ["x", "y"]])
        delegate.retarget = { source, _ in IndexPath(item: 99, section: source.section) }
        let outcome = try list.dragItem(from: path(1, 0), to: path(0, 0))
        #expect(outcome.destination == path(1, 1))
        #expect(outcome.description == "moved [1, 0] to [1, 1] (dropped at [0, 0])")
        #expect(data.sections == [["a", "b", "c"], ["y", "x"]])
    }

    @Test func droppedWhereItWasNothingMovesAndTheDataSourceIsNotTold() throws {
        let (list, data, _) = makeList([["a", "b"]])
        let outcome = try list.dragItem(from: path(0, 1), to: path(0, 5))
        #expect(!outcome.didMove && outcome.description == "[0, 1] stayed in place (dropped at [0, 5])")
        #expect(data.moves.isEmpty)
    }

    @Test func aMoveAcrossSectionsChangesTheCountsBeforeTheDataSourceHearsAndAsksForRowsAfter() throws {
        // Sections of 3 and 5 rows, 40 points visible: a, b, c, x.
        let (list, data, delegate) = makeList([["a", "b", "c"], ["x", "y", "z", "v", "w"]], viewport: 40)
        let outcome = try list.dragItem(from: path(0, 0), to: path(1, 4))
        #expect(outcome.destination == path(1, 4))
        #expect(data.moves.first?.counts == [2, 6], "the list's counts were the screen's when the data source heard")
        #expect((0..<2).map(list.numberOfItems) == [2, 6])
        // a left the screen; y came on it, asked for after the data source moved its strings.
        #expect(list.visibleRows.map(\.text) == ["b", "c", "x", "y"])
        #expect(delegate.events.suffix(2) == ["didEndDisplaying 1-4 a", "willDisplay 1-1 y"])
    }

    @Test func aDragWhileABatchAnimatesSeesTheBatchsRowsAndTheAnimationStillEnds() throws {
        let scheduler = TestScheduler()
        let (list, data, _) = makeList([["a", "b"]], scheduler: scheduler)
        var completed = false
        try list.performBatchUpdates(
            {
                data.sections = [["a", "b", "c"]]
                return BatchUpdate(insertItems: [path(0, 2)])
            }, completion: { _ in completed = true })
        #expect(list.isAnimating)
        try list.dragItem(from: path(0, 2), to: path(0, 0))
        #expect(list.visibleRows.map(\.text) == ["c", "a", "b"] && data.sections == [["c", "a", "b"]])
        scheduler.advance(by: 0.3)
        #expect(completed && !list.isAnimating)
    }
}
