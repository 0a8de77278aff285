import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import Testing

@testable import Interactors

/// The profile screen: one list composed of the parts `ProfileInteractor` names, each its
/// own provider with its own interactor; taps reach the right provider, a post's actions row
/// changes its photo row through their container, parts come and go animated.
@MainActor
@Suite struct ProfileScreenTests {
    let scheduler = TestScheduler()
    let list: HeadlessListView
    let screen: ProfileScreen

    init() {
        list = HeadlessListView(
            viewportHeight: 1_200, rowHeight: 44, headerHeight: 28, animationTimer: scheduler.animationTimer)
        screen = ProfileScreen(listView: list, scheduler: scheduler)
        screen.adapter.isTracing = true
        screen.start()
        scheduler.advance(by: 0)
    }

    private var texts: [String] { list.visibleRows.map(\.text) }

    /// The list's first section of the provider at `path` (e.g. `p1/actions`).
    private func section(of path: String) throws -> Int {
        try #require(
            (0..<list.numberOfSections).first { section in
                list.numberOfItems(inSection: section) > 0
                    && screen.adapter.provider(at: IndexPath(item: 0, section: section))?.provider.path == path
            }, "no rows of \(path)")
    }

    @Test func showsEveryPartInOrder() {
        #expect(
            texts == [
                "Ada Lovelace · 1,204 followers · Follow", "Mathematician · writes about analytical engines", "Posts",
                "Ada Lovelace · 1h", "[photo] Sunset over the bay", "♡ 7 likes · 0 shares",
                "Grace Hopper: Lovely light!", "Alan Turing: Where is this?",
                "Ada Lovelace · 2h", "[photo] First snow in the valley", "♡ 14 likes · 0 shares",
                "Load more posts", "Grace Hopper · Follow", "Alan Turing · Follow", "Barbara Liskov · Follow",
            ])
        #expect(
            list.headerForSection(list.numberOfSections - 1).map { ($0 as? HeadlessCell)?.text } == "Suggested for you")
    }

    @Test func aLikeOnTheActionsRowChangesThePhotoRowThroughThePostsContainer() throws {
        let actions = try section(of: "p1/actions")
        #expect(
            screen.adapter.provider(at: IndexPath(item: 0, section: actions))?.indexPath
                == IndexPath(item: 0, section: 0))
        list.tapItem(at: IndexPath(item: 0, section: actions))
        scheduler.advance(by: 0)
        #expect(texts.contains("♥ 8 likes · 0 shares"))
        #expect(texts.contains("[photo] Sunset over the bay"), "the parent's state waits for the row's animation")
        scheduler.advance(by: 0.3)
        #expect(texts.contains("[photo] Sunset over the bay · ♥ liked by you"))
        let entries = screen.adapter.trace.entries.suffix(2)
        #expect(entries.map(\.provider) == ["p1/actions", "p1/photo"])
        #expect(entries.map { $0.stages.first?.decisions.first?.kind } == [.renderedInPlace, .reloaded])
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: actions)) as? PostActionsCell)
        cell.onShare?()
        scheduler.advance(by: 1)
        #expect(cell.text == "♥ 8 likes · 1 share", "the share renders in place in the same cell")
    }

    @Test func tapsOnTheHeaderAndTheSuggestionsReachTheirOwnInteractors() throws {
        list.tapItem(at: IndexPath(item: 0, section: 0))
        let suggestions = list.numberOfSections - 1
        list.tapItem(at: IndexPath(item: 1, section: suggestions))
        scheduler.advance(by: 1)
        #expect(texts.first == "Ada Lovelace · 1,205 followers · Following")
        #expect(texts.suffix(3) == ["Grace Hopper · Follow", "Alan Turing · Following", "Barbara Liskov · Follow"])
        #expect(!list.highlightItem(at: IndexPath(item: 1, section: 0)), "the bio is not tappable")
    }

    @Test func loadingMoreInsertsPostContainersAndAPostKeepsItsStateMeanwhile() throws {
        list.tapItem(at: IndexPath(item: 0, section: try section(of: "p1/actions")))
        scheduler.advance(by: 1)
        list.tapItem(at: IndexPath(item: 0, section: try section(of: "more")))
        scheduler.advance(by: 1)
        let structure = try #require(screen.adapter.trace.entries.last { $0.provider == nil })
        #expect(structure.stages.map(\.provider) == ["p3", "p4"])
        #expect(structure.stages.allSatisfy { $0.sectionsInserted.count == 4 })
        #expect(texts.contains("Barbara Liskov: Wow"))
        #expect(texts.contains("♥ 8 likes · 0 shares"), "p1 is the same container")

        screen.profile.dispatch(action: .loadMore)
        scheduler.advance(by: 1)
        #expect(!texts.contains("Load more posts"))
        screen.profile.dispatch(action: .hidePost(postId: "p2"))
        screen.profile.dispatch(action: .dismissSuggestions)
        scheduler.advance(by: 1)
        #expect(!texts.contains("[photo] First snow in the valley"))
        let last = screen.adapter.provider(at: IndexPath(item: 0, section: list.numberOfSections - 1))
        #expect(last?.provider.path == "p5/comments")
        #expect(screen.adapter.trace.entries.allSatisfy { $0.rejectedBatch == nil })
    }
}
