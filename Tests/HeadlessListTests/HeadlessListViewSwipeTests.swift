import Foundation
import ListUpdates
import ReactiveCore
import TestSupport
import Testing

@testable import HeadlessList

/// Swipes as UIKit handles them: the delegate's buttons show, a tap on one (or a full
/// swipe) performs it, and the swipe closes when its row is reloaded or deleted, the list
/// scrolls or reloads; a row rendered in place or moved keeps it.
@MainActor
@Suite struct HeadlessListViewSwipeTests {
    private let data = TextDataSource([["Milk", "Eggs", "Bread"]])
    private let delegate = InteractionDelegate()
    private let performed = Box<[String]>([])

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private func makeList(viewport: Double = 100, scheduler: (any Scheduler)? = nil) -> HeadlessListView {
        let list = HeadlessListView.showing(data, viewportHeight: viewport, rowHeight: 10, scheduler: scheduler)
        list.delegate = delegate
        for item in 0..<3 {
            let path = IndexPath(item: item, section: 0)
            delegate.trailingActions[path] = ListSwipeActions([
                ListSwipeAction(title: "Delete", style: .destructive) { [performed] in
                    performed.value.append("Delete \(item)")
                },
                ListSwipeAction(title: "Archive") { [performed] in performed.value.append("Archive \(item)") },
            ])
        }
        delegate.leadingActions[IndexPath(item: 0, section: 0)] = ListSwipeActions(
            [ListSwipeAction(title: "Pin") { [performed] in performed.value.append("Pin") }],
            performsFirstActionWithFullSwipe: false)
        return list
    }

    @Test func aSwipeShowsTheButtonsAndATapPerformsOneAndClosesIt() throws {
        let list = makeList()
        let actions = try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
        #expect(actions.actions.map(\.title) == ["Delete", "Archive"])
        #expect(list.swipedItem?.indexPath == IndexPath(item: 1, section: 0))
        #expect(list.snapshotLines()[2] == "row 0-1: Eggs [trailing swipe: Delete | Archive]")
        try list.tapSwipeAction(titled: "Archive")
        #expect(performed.value == ["Archive 1"])
        #expect(list.swipedItem == nil)
        #expect(list.snapshotLines()[2] == "row 0-1: Eggs")
    }

    @Test func aButtonCanBeTappedByItsPlace() throws {
        let list = makeList()
        try list.swipeItem(at: IndexPath(item: 2, section: 0), from: .trailing)
        #expect(throws: ListInteractionError.self) { try list.tapSwipeAction(at: 2) }
        try list.tapSwipeAction(at: 0)
        #expect(performed.value == ["Delete 2"])
    }

    @Test func aFullSwipePerformsTheFirstButtonUnlessTheActionsSayNot() throws {
        let list = makeList()
        let first = try list.fullySwipeItem(at: IndexPath(item: 0, section: 0), from: .trailing)
        #expect(first?.title == "Delete" && performed.value == ["Delete 0"] && list.swipedItem == nil)
        let pin = try list.fullySwipeItem(at: IndexPath(item: 0, section: 0), from: .leading)
        #expect(pin == nil && performed.value == ["Delete 0"], "Pin does not perform with a full swipe")
        #expect(list.swipedItem?.edge == .leading, "the swipe stays open showing Pin")
    }

    @Test func mistakesSayWhatTheListHasAndWhatWouldWork() throws {
        let list = makeList(viewport: 20)
        #expect(throws: ListInteractionError.noOpenSwipe) { try list.tapSwipeAction(titled: "Delete") }
        #expect(
            throws: ListInteractionError.notVisible(
                IndexPath(item: 2, section: 0), visible: IndexPath(item: 0, section: 0)...IndexPath(item: 1, section: 0)
            )
        ) { try list.swipeItem(at: IndexPath(item: 2, section: 0), from: .trailing) }
        #expect(throws: ListInteractionError.noSwipeActions(IndexPath(item: 1, section: 0), edge: .leading)) {
            try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .leading)
        }
        try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
        do {
            try list.tapSwipeAction(titled: "Remove")
            Issue.record("an unknown title was accepted")
        } catch {
            #expect(
                error.description
                    == "the trailing swipe on [0, 1] has no button \"Remove\"; its buttons are: Delete, Archive")
        }
        #expect(list.swipedItem != nil, "a wrong title leaves the swipe open")
        #expect(
            ListInteractionError.outsideList(IndexPath(item: 5, section: 0), counts: [3], noun: "row").description
                == "[0, 5] is outside the list: it has 1 section with [3] rows")
    }

    @Test func aRowRenderedInPlaceOrMovedKeepsItsSwipeAReloadedOrDeletedOneClosesIt() throws {
        let list = makeList()
        try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
        try list.performBatchUpdates({ BatchUpdate() }, completion: nil)  // rendered in place
        #expect(list.swipedItem?.indexPath == IndexPath(item: 1, section: 0))
        try list.performBatchUpdates(
            {
                data.sections = [["Eggs", "Milk", "Bread"]]
                return BatchUpdate(moveItems: [
                    BatchUpdate.Move(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
                ])
            }, completion: nil)
        #expect(list.swipedItem?.indexPath == IndexPath(item: 0, section: 0), "the swipe follows its row")
        try list.performBatchUpdates({ BatchUpdate(reloadItems: [IndexPath(item: 0, section: 0)]) }, completion: nil)
        #expect(list.swipedItem == nil, "reloaded")
        try list.swipeItem(at: IndexPath(item: 2, section: 0), from: .trailing)
        try list.performBatchUpdates(
            {
                data.sections = [["Eggs", "Milk"]]
                return BatchUpdate(deleteItems: [IndexPath(item: 2, section: 0)])
            }, completion: nil)
        #expect(list.swipedItem == nil, "deleted")
    }

    @Test func scrollingReloadingOrTappingClosesTheSwipe() throws {
        data.sections = [(0..<20).map { "r\($0)" }]
        let list = makeList(viewport: 50)
        try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
        list.scroll(to: 10)
        #expect(list.swipedItem == nil)
        try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
        list.reloadData()
        #expect(list.swipedItem == nil)
        try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
        #expect(!list.tapItem(at: IndexPath(item: 2, section: 0)), "the tap only closes the swipe")
        #expect(list.swipedItem == nil && !delegate.events.contains { $0.hasPrefix("didSelect") })
        #expect(list.tapItem(at: IndexPath(item: 2, section: 0)))
    }

    @Test func swipingAnotherRowClosesTheFirst() throws {
        let list = makeList()
        try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
        try list.swipeItem(at: IndexPath(item: 2, section: 0), from: .trailing)
        #expect(list.swipedItem?.indexPath == IndexPath(item: 2, section: 0))
        #expect(list.snapshotLines().filter { $0.contains("swipe") }.count == 1)
    }
}
