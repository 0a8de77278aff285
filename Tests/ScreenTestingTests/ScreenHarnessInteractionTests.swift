import Foundation
import ScreenTesting
import TestSupport
import Testing

/// The harness's swipes, drags and long presses on the shelf: as a script's steps do them,
/// a gesture that cannot happen reported at the test's line.
@MainActor
@Suite struct ScreenHarnessInteractionTests {
    private func shelfOfThree() -> ScreenHarness<ShelfInteractor> {
        let interactor = ShelfInteractor()
        let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300)) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
        for title in ["Dune", "Emma", "Ulysses"] { screen.dispatch(.add(title: title)) }
        screen.advance(by: 1)
        return screen
    }

    @Test func aSwipeADragAndALongPressActAsTheUserWould() {
        let screen = shelfOfThree()
        #expect(
            screen.swipe(at: [0, 1], tapping: "Remove")
                == #"swiped [0, 1] from the trailing edge: Remove; tapped "Remove""#)
        screen.advance(by: 0.5)
        #expect(screen.visibleTexts == ["Dune", "Ulysses", "2 books"])
        #expect(screen.drag(from: [0, 0], to: [0, 1]) == "moved [0, 0] to [0, 1]")
        #expect(screen.visibleTexts == ["Ulysses", "Dune", "2 books"])
        #expect(screen.trace.entries.last?.reason == .alreadyShown(userMoves: [.init(from: [0, 0], to: [0, 1])]))
        screen.fullySwipe(at: [0, 0], from: .leading)
        screen.advance(by: 0.5)
        screen.longPress(at: [0, 1], choosing: "Read twice")
        screen.advance(by: 0.5)
        screen.expect(visible: ["✓ Ulysses", "Dune (twice)", "2 books"])
        screen.finish()
    }

    @Test func aGestureThatCannotHappenIsAFailureAtItsLine() {
        let screen = shelfOfThree()
        let line = #line + 2
        withKnownIssue {
            screen.drag(from: [0, 3], to: [0, 0])
        } matching: {
            ExpectedIssue(
                line: line,
                saying: [
                    "drag: [0, 3] cannot be dragged: the registration of its cell (BookCountViewState) gives no move handler; give registerCell a move: closure to let it be dragged",
                    "screen as it was:",
                ]
            ).matches($0)
        }
        screen.finish()
    }

    @Test func aDragTheRegistrationsCanMoveRefusesSaysSo() {
        let interactor = ShelfInteractor()
        let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300)) { adapter in
            adapter.registerCell(ofType: BookCell.self, canMove: { !$0.isRead }, move: { _, _ in })
            adapter.registerCell(ofType: BookCountCell.self)
        }
        screen.dispatch(.add(title: "Dune"))
        screen.dispatch(.toggle(id: "b1"))
        screen.advance(by: 1)
        let line = #line + 2
        withKnownIssue {
            screen.drag(from: [0, 0], to: [0, 1])
        } matching: {
            ExpectedIssue(
                line: line,
                saying: [
                    "drag: [0, 0] cannot be dragged: the canMove of its cell's registration (BookViewState) "
                        + "returned false for its state now"
                ]
            ).matches($0)
        }
        screen.finish()
    }

    @Test func aDragOverASectionThatDoesNotAllowItSaysWhyItStayed() {
        let interactor = ShelvesInteractor()
        let screen = ScreenHarness(sectioned: interactor, list: ListSetup(viewport: 400, headerHeight: 30)) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
        for title in ["Dune", "Emma"] { screen.dispatch(.add(title: title)) }
        screen.dispatch(.toggle(id: "b2"))
        screen.advance(by: 1)
        #expect(
            screen.drag(from: [0, 0], to: [1, 0])
                == "[0, 0] stayed in place (dropped at [1, 0]); kept in section 0: section 1 is another section, "
                + "and an item moves across sections only when both allow it (ListSectionModel.allowsMovesAcrossSections)"
        )
        withKnownIssue {
            screen.expect(lastDrag: .from([0, 0], to: [1, 0]))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "lastDrag: expected from [0, 0] to [1, 0], found [0, 0] stayed in place (dropped at [1, 0]); kept in section 0"
            )
        }
        screen.finish()
    }
}
