#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// A user's drag of a row: UIKit asks the data source whether it can move and the delegate
/// where it may go, moves the row itself, then tells the data source, and the binding does
/// not animate that move again; batches that come during the drag wait for it.
@MainActor
@Suite struct MoveTests {
    private func fixture(_ kind: UIKitListKind, configure: (InteractionList) -> Void = { _ in }) -> InteractionFixture {
        InteractionFixture(kind, [["a", "b", "c"], ["d", "e"]], height: 400, configure: configure)
    }

    @Test(arguments: UIKitListKind.allCases)
    func aRowThatCannotMoveIsNotDragged(kind: UIKitListKind) {
        let fixture = fixture(kind) { $0.immovable = ["a"] }
        #expect(fixture.standIn.moveRow(from: fixture.path(0), to: fixture.path(2)) == nil)
        #expect(fixture.source.moves.isEmpty)
        #expect(fixture.source.proposals.isEmpty, "the delegate is not asked where it may go")
        #expect(fixture.harness.visibleTexts == ["a", "b", "c", "d", "e"])
    }

    @Test(arguments: UIKitListKind.allCases)
    func theDestinationIsClampedAsUIKitClampsItThenRetargetedByTheDelegate(kind: UIKitListKind) {
        let fixture = fixture(kind)
        let standIn = fixture.standIn
        #expect(standIn.moveRow(from: fixture.path(0), to: fixture.path(9)) == fixture.path(2), "own section: 0..<3")
        #expect(standIn.moveRow(from: fixture.path(0), to: fixture.path(9, 1)) == fixture.path(2, 1), "other: 0...2")
        #expect(
            fixture.source.proposals == [fixture.path(2), fixture.path(2, 1)], "the delegate gets the clamped place")

        fixture.source.retarget = { source, proposed in
            proposed.section == source.section ? proposed : IndexPath(item: 0, section: source.section)
        }
        #expect(standIn.moveRow(from: fixture.path(0, 1), to: fixture.path(1)) == fixture.path(0, 1), "kept home")
        #expect(
            fixture.source.moves == [
                .init(from: fixture.path(0), to: fixture.path(2)), .init(from: fixture.path(0), to: fixture.path(2, 1)),
            ])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aMoveAcrossSectionsIsToldAfterUIKitMovedTheRowAndIsNotAnimatedAgain(kind: UIKitListKind) throws {
        let fixture = fixture(kind)
        let moved = fixture.harness.cell(1)
        let batches = fixture.standIn.batches.count
        let reloads = fixture.standIn.reloadDataCount
        var seenInCallback: (counts: [Int], cell: UIView?)?
        fixture.source.onMove = { move in
            seenInCallback = (fixture.harness.counts, fixture.harness.cell(move.to.item, section: move.to.section))
        }

        #expect(fixture.standIn.moveRow(from: fixture.path(1), to: fixture.path(0, 1)) == fixture.path(0, 1))
        #expect(fixture.source.moves == [.init(from: fixture.path(1), to: fixture.path(0, 1))])
        #expect(seenInCallback?.counts == [2, 3], "UIKit already moved the row when the data source hears of it")
        #expect(seenInCallback?.cell === moved, "with its cell")
        #expect(fixture.source.sections == [["a", "c"], ["b", "d", "e"]])
        #expect(fixture.standIn.batches.count == batches, "the binding issues nothing for the move")
        #expect(fixture.standIn.reloadDataCount == reloads)

        try fixture.apply([["a", "c"], ["b", "d", "e", "f"]], BatchUpdate(insertItems: [fixture.path(3, 1)]))
        #expect(fixture.standIn.batches.count == batches + 1, "the next state animates from what is on screen")
        #expect(fixture.standIn.reloadDataCount == reloads, "its counts are not taken for a mismatch")
        #expect(fixture.harness.visibleTexts == ["a", "c", "b", "d", "e", "f"])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aStateEmittedWhileTheDataSourceIsToldReachesUIKitRightAfter(kind: UIKitListKind) throws {
        let fixture = fixture(kind)
        var finished: [Bool] = []
        fixture.source.onMove = { _ in
            // The interactor hears of the move and emits at once, disagreeing with the screen.
            try? fixture.list.performBatchUpdates(
                {
                    fixture.source.sections[0].remove(at: 0)
                    return BatchUpdate(deleteItems: [fixture.path(0)])
                }, completion: { finished.append($0) })
        }
        fixture.standIn.moveRow(from: fixture.path(2), to: fixture.path(0))
        #expect(fixture.harness.counts == [3, 2], "nothing reached UIKit inside its callback")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")

        fixture.harness.scheduler.advance(by: 0)
        fixture.harness.layout()
        #expect(fixture.standIn.batches.last?.update == BatchUpdate(deleteItems: [fixture.path(0)]))
        #expect(fixture.harness.visibleTexts == ["a", "b", "d", "e"])
        fixture.finishAnimations()
        #expect(finished == [true])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aBatchWhileTheUserDragsWaitsForTheDrop(kind: UIKitListKind) throws {
        let fixture = fixture(kind)
        let standIn = fixture.standIn
        let batches = standIn.batches.count
        #expect(standIn.beginMovingRow(at: fixture.path(0)))
        try fixture.apply([["a", "b", "c", "x"], ["d", "e"]], BatchUpdate(insertItems: [fixture.path(3)]))
        #expect(standIn.batches.count == batches, "held while UIKit has uncommitted updates")
        #expect(fixture.harness.counts == [3, 2])
        fixture.harness.scheduler.advance(by: 0.5)
        #expect(standIn.batches.count == batches, "still held: the finger is down")

        standIn.hoverMovingRow(over: fixture.path(0))
        standIn.dropMovingRow()
        fixture.harness.scheduler.advance(by: 0.2)
        fixture.harness.layout()
        #expect(standIn.batches.count == batches + 1, "handed to UIKit once the drag is over")
        #expect(fixture.harness.visibleTexts == ["a", "b", "c", "x", "d", "e"])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aDropAfterTheDataChangedDuringTheDragIsNotToldAndTheListReloads(kind: UIKitListKind) throws {
        let fixture = fixture(kind)
        let standIn = fixture.standIn
        let reloads = standIn.reloadDataCount
        standIn.beginMovingRow(at: fixture.path(0))
        try fixture.apply([["z", "a", "b", "c"], ["d", "e"]], BatchUpdate(insertItems: [fixture.path(0)]))
        standIn.hoverMovingRow(over: fixture.path(2))
        standIn.dropMovingRow()
        #expect(fixture.source.moves.isEmpty, "row 0 is another item in the data source by now")

        fixture.harness.scheduler.advance(by: 0.2)
        fixture.harness.layout()
        #expect(standIn.reloadDataCount == reloads + 1)
        #expect(fixture.harness.visibleTexts == ["z", "a", "b", "c", "d", "e"], "the data source's order")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aDragWhileABatchAnimatesMovesFromWhatIsOnScreen(kind: UIKitListKind) throws {
        let fixture = fixture(kind)
        var finished: [Bool] = []
        try fixture.apply(
            [["a", "b", "c", "x"], ["d", "e"]], BatchUpdate(insertItems: [fixture.path(3)]),
            completion: { finished.append($0) })
        #expect(fixture.standIn.isAnimating)

        #expect(fixture.standIn.moveRow(from: fixture.path(3), to: fixture.path(0, 1)) == fixture.path(0, 1))
        #expect(fixture.source.moves == [.init(from: fixture.path(3), to: fixture.path(0, 1))])
        #expect(fixture.source.sections == [["a", "b", "c"], ["x", "d", "e"]])
        fixture.finishAnimations()
        #expect(finished == [true])

        let reloads = fixture.standIn.reloadDataCount
        try fixture.apply([["a", "b", "c"], ["x", "d"]], BatchUpdate(deleteItems: [fixture.path(2, 1)]))
        #expect(fixture.standIn.reloadDataCount == reloads)
        #expect(fixture.harness.visibleTexts == ["a", "b", "c", "x", "d"])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test func aCollectionViewsInteractiveMovementGoesThroughTheSameSteps() throws {
        let fixture = fixture(.collection)
        let collectionView = try #require(fixture.harness.collectionView)
        #expect(collectionView.beginInteractiveMovementForItem(at: fixture.path(0)))
        #expect(collectionView.hasUncommittedUpdates, "reordering")
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 3 + 10))
        #expect(fixture.standIn.movingRowTarget == fixture.path(0, 1))
        collectionView.endInteractiveMovement()
        #expect(!collectionView.hasUncommittedUpdates)
        #expect(fixture.source.moves == [.init(from: fixture.path(0), to: fixture.path(0, 1))])

        #expect(collectionView.beginInteractiveMovementForItem(at: fixture.path(0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 + 10))
        collectionView.cancelInteractiveMovement()
        #expect(fixture.source.moves.count == 1, "a cancelled drag tells nobody")
        #expect(fixture.harness.visibleTexts == ["b", "c", "a", "d", "e"])
    }
}
#endif
