#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// The delegate's swipe actions reach UIKit as `UISwipeActionsConfiguration`s of
/// `UIContextualAction`s (a table through its delegate, a collection view through its list
/// layout's providers), their handlers run the actions and close the swipe, and a swipe left
/// open survives an in-place update of its row but not a reload or a delete.
@MainActor
@Suite struct SwipeActionTests {
    private func fixture(_ kind: UIKitListKind, fullSwipe: Bool = true) -> InteractionFixture {
        InteractionFixture(kind, [["a", "b", "c"]], listLayout: true) { source in
            source.swipeActions = { edge, item in
                guard item != "c" else { return nil }
                return edge == .trailing
                    ? source.actions(["Delete", "Flag"], destructive: ["Delete"], item: item, fullSwipe: fullSwipe)
                    : source.actions(["Pin"], item: item)
            }
        }
    }

    @Test(arguments: UIKitListKind.allCases)
    func swipeActionsAreMappedWithTitlesStylesAndACompletion(kind: UIKitListKind) throws {
        let fixture = fixture(kind)
        let standIn = fixture.standIn
        #expect(standIn.swipe(.trailing, at: fixture.path(1)))

        let shown = try #require(standIn.shownSwipeActions)
        #expect(shown.actions.map(\.title) == ["Delete", "Flag"])
        #expect(shown.actions.map(\.style) == [.destructive, .normal])
        #expect(shown.performsFirstActionWithFullSwipe)
        #expect(standIn.swipedIndexPath == fixture.path(1))
        #expect(fixture.source.performed.isEmpty, "showing the actions runs nothing")

        #expect(standIn.tapSwipeAction(titled: "Flag"))
        #expect(fixture.source.performed == ["Flag b"])
        #expect(standIn.swipeActionCompletions == [true], "the binding calls UIKit's completion")
        #expect(standIn.swipedIndexPath == nil, "the completion closes the swipe")

        #expect(standIn.swipe(.leading, at: fixture.path(0)))
        #expect(standIn.shownSwipeActions?.actions.map(\.title) == ["Pin"])
        #expect(!standIn.swipe(.trailing, at: fixture.path(2)), "nil actions: nothing to show")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aFullSwipePerformsTheFirstActionWhenTheActionsAllowIt(kind: UIKitListKind) {
        let allowing = fixture(kind)
        #expect(allowing.standIn.swipe(.trailing, at: allowing.path(0), fully: true))
        #expect(allowing.source.performed == ["Delete a"])
        #expect(allowing.standIn.swipedIndexPath == nil)

        let refusing = fixture(kind, fullSwipe: false)
        #expect(refusing.standIn.swipe(.trailing, at: refusing.path(0), fully: true))
        #expect(refusing.source.performed.isEmpty, "performsFirstActionWithFullSwipe is false: only shown")
        #expect(refusing.standIn.swipedIndexPath == refusing.path(0))
    }

    @Test func aCollectionViewWithoutAListLayoutShowsNoSwipeActions() {
        let fixture = InteractionFixture(.collection, [["a"]]) { source in
            source.swipeActions = { _, item in source.actions(["Delete"], item: item) }
        }
        #expect(!fixture.standIn.swipe(.trailing, at: fixture.path(0)), "UIKit offers them only in a list layout")
    }

    @Test(arguments: UIKitListKind.allCases)
    func anOpenSwipeStaysWhenItsRowIsUpdatedInPlaceAndClosesWhenItIsReloadedOrDeleted(kind: UIKitListKind) throws {
        let fixture = fixture(kind)
        let standIn = fixture.standIn
        standIn.swipe(.trailing, at: fixture.path(1))
        try fixture.apply([["a", "b, edited", "c"]], BatchUpdate(reloadItems: [fixture.path(1)]))
        #expect(fixture.harness.standIn.batches.last?.reconfigured == [fixture.path(1)], "reconfigured in place")
        #expect(standIn.swipedIndexPath == fixture.path(1), "a reconfigured row keeps its swipe")

        try fixture.apply([["new", "a", "b, edited", "c"]], BatchUpdate(insertItems: [fixture.path(0)]))
        #expect(standIn.swipedIndexPath == fixture.path(2), "the swipe follows its row")
        fixture.finishAnimations()

        fixture.source.reconfigures = false
        try fixture.apply([["new", "a", "b, again", "c"]], BatchUpdate(reloadItems: [fixture.path(2)]))
        #expect(standIn.swipedIndexPath == nil, "a reloaded row gets a new cell, without the swipe")
        fixture.finishAnimations()

        standIn.swipe(.trailing, at: fixture.path(1))
        try fixture.apply([["new", "b, again", "c"]], BatchUpdate(deleteItems: [fixture.path(1)]))
        #expect(standIn.swipedIndexPath == nil, "a deleted row's swipe closes")
        #expect(!standIn.tapSwipeAction(titled: "Delete"))
        #expect(fixture.source.performed.isEmpty)
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }
}
#endif
