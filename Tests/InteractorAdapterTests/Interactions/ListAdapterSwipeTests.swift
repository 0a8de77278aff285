import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Swipe actions and context menus from cell registrations: their handlers get the item's
/// view state as it is when the user acts, found by identifier; nothing for an item gone.
@MainActor
@Suite struct ListAdapterSwipeTests {
    private let fixture = AdapterFixture(registerPlain: false)
    /// What the handlers were given, in order: `Delete r1 (row 1)`.
    private let log = Log()

    final class Log {
        var entries: [String] = []
    }

    init() {
        let log = log
        fixture.adapter.registerCell(
            ofType: AnimatedRowCell.self,
            trailingSwipeActions: { state in
                [
                    .destructive("Delete") { log.entries.append("Delete \($0.id) (\($0.title))") },
                    .normal("Flag \(state.title)") { log.entries.append("Flag \($0.id) (\($0.title))") },
                ]
            },
            leadingSwipeActions: { _ in [.normal("Pin") { log.entries.append("Pin \($0.id)") }] },
            contextMenu: { _ in
                [
                    ItemMenuAction(title: "Rename") { log.entries.append("Rename \($0.id) (\($0.title))") },
                    ItemMenuAction(title: "Delete", isDestructive: true) { log.entries.append("Menu delete \($0.id)") },
                ]
            })
        fixture.adapter.registerCell(ofType: PlainRowCell.self)
    }

    @Test func theRegistrationGivesTheButtonsAndATapRunsTheHandlerWithTheViewState() throws {
        fixture.subject.onNext(animatedRows(3))
        let actions = try fixture.list.swipeItem(at: row(1), from: .trailing)
        #expect(actions.actions.map(\.title) == ["Delete", "Flag row 1"])
        #expect(actions.actions.map(\.style) == [.destructive, .normal])
        #expect(actions.performsFirstActionWithFullSwipe)
        try fixture.list.tapSwipeAction(titled: "Flag row 1")
        try fixture.list.fullySwipeItem(at: row(2), from: .trailing)
        try fixture.list.fullySwipeItem(at: row(0), from: .leading)
        #expect(log.entries == ["Flag r1 (row 1)", "Delete r2 (row 2)", "Pin r0"])
    }

    @Test func aSwipeOnAnItemWhoseStateChangedWhileItWasOpenActsOnTheNewState() throws {
        fixture.subject.onNext(animatedRows(3))
        try fixture.list.swipeItem(at: row(1), from: .trailing)
        // Renamed (rendered in place: the swipe stays) and pushed down by a new first row.
        fixture.subject.onNext(
            [.animated("new", "new")]
                + animatedRows(3).map { item in
                    item.differenceIdentifier == "r1" ? .animated("r1", "row 1 renamed") : item
                })
        #expect(fixture.list.swipedItem?.indexPath == row(2), "the swipe followed its row")
        try fixture.list.tapSwipeAction(titled: "Delete")
        #expect(log.entries == ["Delete r1 (row 1 renamed)"])
    }

    @Test func aSwipeOnARowThatIsReloadedOrDeletedCloses() throws {
        fixture.subject.onNext(animatedRows(3))
        try fixture.list.swipeItem(at: row(1), from: .trailing)
        fixture.subject.onNext([animatedRows(3)[0], .animated("r1", "row 1", refuses: true), animatedRows(3)[2]])
        #expect(fixture.list.swipedItem == nil, "reloaded: its cell refused to render in place")
        try fixture.list.swipeItem(at: row(2), from: .trailing)
        fixture.subject.onNext(Array(animatedRows(3).prefix(2)))
        #expect(fixture.list.swipedItem == nil, "deleted")
        #expect(log.entries.isEmpty)
    }

    @Test func aMenuActionOnAnItemThatIsGoneDoesNothing() throws {
        fixture.subject.onNext(animatedRows(3))
        let menu = try fixture.list.longPressItem(at: row(1))
        #expect(menu.actions.map(\.title) == ["Rename", "Delete"])
        #expect(menu.actions.map(\.isDestructive) == [false, true])
        fixture.subject.onNext([animatedRows(3)[0], animatedRows(3)[2]])
        try fixture.list.chooseContextMenuAction(titled: "Rename")
        #expect(log.entries.isEmpty)
        try fixture.list.longPressItem(at: row(0))
        fixture.subject.onNext([.animated("r0", "row 0 again"), animatedRows(3)[2]])
        try fixture.list.chooseContextMenuAction(titled: "Rename")
        #expect(log.entries == ["Rename r0 (row 0 again)"])
    }

    @Test func itemsWhoseRegistrationHasNoSwipeOrMenuOfferNone() {
        fixture.subject.onNext([.plain("p", "plain")])
        #expect(throws: ListInteractionError.noSwipeActions(row(0), edge: .trailing)) {
            try fixture.list.swipeItem(at: row(0), from: .trailing)
        }
        #expect(throws: ListInteractionError.noContextMenu(row(0))) { try fixture.list.longPressItem(at: row(0)) }
    }
}
