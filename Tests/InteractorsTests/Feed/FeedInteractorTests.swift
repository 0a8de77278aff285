import HeadlessList
import InteractorAdapter
import ReactiveTesting
import Testing

@testable import Interactors

@Suite struct FeedInteractorTests {
    private func make() -> (FeedInteractor, TestScheduler, Recorder<[FeedSection]>) {
        let scheduler = TestScheduler()
        let feed = FeedInteractor(scheduler: scheduler)
        return (feed, scheduler, Recorder(feed.viewStates()))
    }

    @Test func startsWithOneSectionPerPostOfTheFirstPage() throws {
        let (_, _, recorder) = make()
        let sections = try #require(recorder.last)
        #expect(sections.map(\.model.differenceIdentifier) == ["p1", "p2", "p3"])
        #expect(
            CellTexts.texts(sections)[0].prefix(3) == [
                "Ada Lovelace · 1h", "[photo] Sunset over the bay", "♡ 7 likes · 2 comments · 0 shares",
            ])
        #expect(sections[0].elements.suffix(2).map(\.differenceIdentifier) == ["p1.c1", "p1.c2"])
        #expect(CellTexts.texts(sections)[1].count == 3, "p2 has no comments")
        let ids = sections.flatMap { $0.elements.map(\.differenceIdentifier) }
        #expect(Set(ids).count == ids.count, "row identifiers are unique across sections")
    }

    @Test func likeTogglesTheActionsRowInPlace() throws {
        let (feed, _, recorder) = make()
        feed.dispatch(action: .like(postId: "p2"))
        let liked = try #require(recorder.last)
        #expect(CellTexts.texts(liked)[1][2] == "♥ 15 likes · 0 comments · 0 shares")
        feed.dispatch(action: .like(postId: "p2"))
        let unliked = try #require(recorder.last)
        #expect(CellTexts.texts(unliked)[1][2] == "♡ 14 likes · 0 comments · 0 shares")
        #expect(liked[1].elements[1].differenceIdentifier == unliked[1].elements[1].differenceIdentifier)
        #expect(!liked[1].elements[1].isContentEqual(to: unliked[1].elements[1]))
        #expect(liked[1].elements[0].isContentEqual(to: unliked[1].elements[0]), "the photo row is unchanged")
    }

    @Test func commentAppendsARowAndShareCounts() throws {
        let (feed, _, recorder) = make()
        feed.dispatch(action: .comment(postId: "p2", text: "Great shot"))
        feed.dispatch(action: .share(postId: "p2"))
        let section = CellTexts.texts(try #require(recorder.last))[1]
        #expect(section.suffix(2) == ["♡ 14 likes · 1 comment · 1 share", "You: Great shot"])
        #expect(recorder.last?[1].elements.last?.differenceIdentifier == "p2.c1")
    }

    @Test func removeDeletesThePostsSection() throws {
        let (feed, _, recorder) = make()
        feed.dispatch(action: .remove(postId: "p2"))
        #expect(recorder.last?.map(\.model.differenceIdentifier) == ["p1", "p3"])
        feed.dispatch(action: .like(postId: "p2"))
        #expect(recorder.values.count == 3 - 1, "acting on a removed post emits nothing")
    }

    @Test func loadMoreAppendsTheNextPageAfterTheLatencyOnce() throws {
        let (feed, scheduler, recorder) = make()
        feed.dispatch(action: .loadMore)
        feed.dispatch(action: .loadMore)
        scheduler.advance(by: 0.9)
        #expect(recorder.values.count == 1, "nothing before the page arrives")
        scheduler.advance(by: 0.1)
        #expect(recorder.values.count == 2, "a second loadMore while loading is ignored")
        #expect(recorder.last?.map(\.model.differenceIdentifier) == ["p1", "p2", "p3", "p4", "p5", "p6"])
        feed.dispatch(action: .loadMore)
        scheduler.advance(by: 1)
        feed.dispatch(action: .loadMore)
        scheduler.advance(by: 1)
        #expect(recorder.last?.count == 9, "the catalogue has three pages")
        #expect(recorder.values.count == 3)
    }

    @Test func postsLoadedLaterCanBeLikedAndRemoved() throws {
        let (feed, scheduler, recorder) = make()
        feed.dispatch(action: .loadMore)
        scheduler.advance(by: 1)
        feed.dispatch(action: .like(postId: "p5"))
        feed.dispatch(action: .remove(postId: "p1"))
        let sections = try #require(recorder.last)
        #expect(sections.map(\.model.differenceIdentifier) == ["p2", "p3", "p4", "p5", "p6"])
        #expect(CellTexts.texts(sections)[3][2].hasPrefix("♥"))
    }
}
