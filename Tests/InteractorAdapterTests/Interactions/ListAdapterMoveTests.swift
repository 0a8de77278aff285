import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Reordering by drag: the list moves the row, the adapter updates its sections to match
/// and calls the move handler; the next state that agrees is already shown, one that
/// disagrees animates from the screen.
@MainActor
@Suite struct ListAdapterMoveTests {
    final class Moves {
        var entries: [String] = []
    }

    private let moves = Moves()

    /// Registers the row cells on `adapter` with a move handler that records the moves; rows
    /// titled `fixed …` cannot move.
    private func registerMovableRows<Model>(on adapter: ListAdapter<Model, TestItem>) {
        let moves = moves
        adapter.registerCell(
            ofType: AnimatedRowCell.self, canMove: { !$0.title.hasPrefix("fixed") },
            move: { state, move in moves.entries.append("\(state.id) \(move)") })
        adapter.registerCell(ofType: PlainRowCell.self)
    }

    @Test func aStateThatAgreesWithTheDragIsAlreadyShownAndNothingAnimatesTwice() throws {
        let fixture = AdapterFixture(animatedRows(4))
        registerMovableRows(on: fixture.adapter)
        let cell = try #require(fixture.cell(0))
        try fixture.list.dragItem(from: row(0), to: row(2))
        #expect(moves.entries == ["r0 0-0>0-2"])
        #expect(fixture.adapter.sections[0].elements.map(\.differenceIdentifier) == ["r1", "r2", "r0", "r3"])
        let entries = fixture.adapter.trace.entries.count
        fixture.subject.onNext([1, 2, 0, 3].map { animatedRows(4)[$0] })
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(fixture.adapter.trace.entries.count == entries + 1)
        #expect(entry.method == RenderTrace.Entry.Method.none && entry.stages.isEmpty)
        #expect(entry.reason == .alreadyShown(userMoves: [BatchUpdate.Move(from: row(0), to: row(2))]))
        #expect(entry.description.hasPrefix("emission 2: none (already shown: the user moved 0-0>0-2)\n"))
        #expect(fixture.cell(2) === cell)
    }

    @Test func aStateThatDisagreesAnimatesFromWhatIsOnScreen() throws {
        let fixture = AdapterFixture(animatedRows(4))
        registerMovableRows(on: fixture.adapter)
        try fixture.list.dragItem(from: row(0), to: row(3))
        // The interactor refused the move and renamed r1: only the move back and the rename animate.
        var refused = animatedRows(4)
        refused[1] = .animated("r1", "row 1 renamed")
        fixture.subject.onNext(refused)
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.method == .batches)
        #expect(entry.reason == .afterUserMoves([BatchUpdate.Move(from: row(0), to: row(3))]))
        #expect(entry.description.hasPrefix("emission 2: batches (after the user moved 0-0>0-3)\n"))
        #expect(entry.stages.flatMap(\.itemsMoved).map(TracePathText.move) == ["0-3>0-0"])
        #expect(fixture.visibleTexts == ["row 0", "row 1 renamed", "row 2", "row 3"])
        fixture.subject.onNext(refused)
        #expect(fixture.adapter.trace.entries.last?.reason == nil, "the drag is applied: later states are plain")
    }

    @Test func itemsWithoutAMoveHandlerOrWhoseCanMoveSaysNoDoNotMove() {
        let fixture = AdapterFixture([.animated("f", "fixed"), .plain("p", "plain"), .animated("m", "movable")])
        registerMovableRows(on: fixture.adapter)
        #expect(throws: ListInteractionError.cannotMove(row(0))) { try fixture.list.dragItem(from: row(0), to: row(2)) }
        #expect(throws: ListInteractionError.cannotMove(row(1))) { try fixture.list.dragItem(from: row(1), to: row(2)) }
        #expect(moves.entries.isEmpty)
    }

    @Test func aDraggedItemStopsNextToAnItemThatCannotMove() throws {
        // Tasks above a summary row that stays last, as the todo screen has them.
        let fixture = AdapterFixture(animatedRows(3) + [.animated("s", "fixed summary")])
        registerMovableRows(on: fixture.adapter)
        let down = try fixture.list.dragItem(from: row(0), to: row(3))
        #expect(down.destination == row(2))
        let fixedFirst = AdapterFixture([.animated("s", "fixed head")] + animatedRows(3))
        registerMovableRows(on: fixedFirst.adapter)
        let up = try fixedFirst.list.dragItem(from: row(3), to: row(0))
        #expect(up.destination == row(1))
        #expect(moves.entries == ["r0 0-0>0-2", "r2 0-3>0-1"])
    }

    @Test func aDragWhileABatchAnimatesIsShownAtOnceAndTheAgreeingStateWaitsThenIsAlreadyShown() throws {
        let clock = TestScheduler()
        let fixture = AdapterFixture(animatedRows(3), listScheduler: clock)
        registerMovableRows(on: fixture.adapter)
        fixture.subject.onNext(animatedRows(4))  // inserts r3: animates for 0.3 s
        #expect(fixture.adapter.isAnimating)
        try fixture.list.dragItem(from: row(3), to: row(0))
        #expect(fixture.visibleTexts == ["row 3", "row 0", "row 1", "row 2"])
        fixture.subject.onNext([3, 0, 1, 2].map { animatedRows(4)[$0] })
        #expect(fixture.adapter.unappliedEmissions == 1, "it waits for the animation, as any state does")
        clock.advance(by: 0.3)
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.method == RenderTrace.Entry.Method.none)
        #expect(entry.reason == .alreadyShown(userMoves: [BatchUpdate.Move(from: row(3), to: row(0))]))
    }

    @Test func movesAcrossSectionsWorkWhereBothSectionsAllowIt() throws {
        let fixture = SectionedFixture()
        registerMovableRows(on: fixture.adapter)
        fixture.subject.onNext([
            section("a", rows("a", 2), allowsMoves: true), section("b", rows("b", 2), allowsMoves: true),
            section("c", rows("c", 2)),
        ])
        let across = try fixture.list.dragItem(from: row(0, section: 0), to: row(2, section: 1))
        #expect(across.destination == row(2, section: 1))
        #expect(fixture.adapter.sections.map(\.elements.count) == [1, 3, 2])
        // Into (or out of) a section that does not allow it: kept at the nearest end of its own.
        let refusedDown = try fixture.list.dragItem(from: row(0, section: 1), to: row(0, section: 2))
        #expect(refusedDown.destination == row(2, section: 1))
        let refusedUp = try fixture.list.dragItem(from: row(1, section: 2), to: row(0, section: 0))
        #expect(refusedUp.destination == row(0, section: 2))
        #expect(moves.entries == ["a0 0-0>1-2", "b0 1-0>1-2", "c1 2-1>2-0"])
        fixture.subject.onNext([
            section("a", [rows("a", 2)[1]], allowsMoves: true),
            section("b", [rows("b", 2)[1], rows("a", 2)[0], rows("b", 2)[0]], allowsMoves: true),
            section("c", [rows("c", 2)[1], rows("c", 2)[0]]),
        ])
        #expect(fixture.adapter.trace.entries.last?.method == RenderTrace.Entry.Method.none)
    }

    @Test func aDragWhileADiffRunsInTheBackgroundIsNotLostWithTheState() throws {
        let diffs = TestScheduler()
        let fixture = AdapterFixture(animatedRows(3))
        fixture.adapter.diffScheduler = diffs
        registerMovableRows(on: fixture.adapter)
        var renamed = animatedRows(3)
        renamed[2] = .animated("r2", "row 2 renamed")
        fixture.subject.onNext(renamed)  // its diff waits on `diffs`
        try fixture.list.dragItem(from: row(0), to: row(1))
        diffs.advance(by: 0)
        // Emitted before the drag, the state does not have it: diffed again from the dragged
        // screen, it moves the row back and renames the other, rather than being dropped.
        #expect(fixture.visibleTexts == ["row 0", "row 1", "row 2 renamed"])
        let kinds = fixture.adapter.trace.entries.suffix(2).map { "\($0.kind) \($0.emission)" }
        #expect(kinds == ["droppedDiff 2", "update 2"])
        #expect(
            fixture.adapter.trace.entries.last?.reason == .afterUserMoves([BatchUpdate.Move(from: row(0), to: row(1))]))
    }
}
