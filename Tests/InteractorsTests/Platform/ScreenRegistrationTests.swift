import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import ScriptReplay
import Testing

@testable import Interactors

/// The registration functions wire cells to the interactor as an app would: buttons in
/// `prepareCell`, rows in `didSelect`, and only tappable rows highlight.
@MainActor
@Suite struct ScreenRegistrationTests {
    @Test func feedButtonsWiredInPrepareCellDispatchToTheInteractor() throws {
        let scheduler = TestScheduler()
        let list = HeadlessListView(
            viewportHeight: 600, rowHeight: 44, headerHeight: 28, animationTimer: scheduler.animationTimer)
        let interactor = FeedInteractor(scheduler: scheduler)
        let adapter = ListAdapter<FeedPostHeader, FeedItem>(listView: list, scheduler: scheduler)
        adapter.isTracing = true
        adapter.registerFeedCells(dispatchingTo: interactor)
        adapter.bind(to: interactor)
        scheduler.advance(by: 0)
        let actions = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? FeedActionsCell)
        #expect(actions.text == "♡ 7 likes · 2 comments · 0 shares")
        actions.onShare?()
        scheduler.advance(by: 1)
        #expect(actions.text == "♡ 7 likes · 2 comments · 1 share", "rendered in place: the same cell shows the share")
        actions.onLike?()
        scheduler.advance(by: 1)
        #expect(actions.text == "♥ 8 likes · 2 comments · 1 share")
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0)) === actions)
    }

    @Test func onlyTappableRowsHighlight() {
        let scheduler = TestScheduler()
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44, animationTimer: scheduler.animationTimer)
        let interactor = TodoInteractor()
        let adapter = ListAdapter<SingleSection, TodoItem>(listView: list, scheduler: scheduler)
        adapter.isTracing = true
        adapter.registerTodoCells(dispatchingTo: interactor)
        adapter.bind(to: interactor)
        interactor.dispatch(action: .add(text: "Milk"))
        scheduler.advance(by: 1)
        #expect(list.highlightItem(at: IndexPath(item: 0, section: 0)), "a task toggles when tapped")
        list.unhighlightItem()
        #expect(!list.highlightItem(at: IndexPath(item: 1, section: 0)), "the summary is not tappable")
        #expect(list.tapItem(at: IndexPath(item: 0, section: 0)))
        scheduler.advance(by: 1)
        #expect(list.indexPathsForSelectedItems.isEmpty, "didSelect deselects after toggling")
        #expect(list.visibleRows.map(\.text) == ["☑ Milk", "0 left · 1 done"])
    }
}
