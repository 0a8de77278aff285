import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Providers inside providers, as DCFrame's post: events go up from a cell to its provider's
/// interactor and on to the ancestors that listen; data comes down from a parent's state.
@MainActor
@Suite struct ComposedNestingTests {
    /// The post's own state, owned by the parent: whether the user likes it.
    final class PostModel: Sendable {
        let isLiked = BehaviorSubject(value: false)
        func toggleLike() { isLiked.onNext(!isLiked.value) }
    }

    /// The actions row's own logic: it counts shares itself; likes are the parent's business.
    final class ActionsInteractor: Interactor, Sendable {
        enum Action: Equatable, Sendable {
            case like
            case share
        }

        let shares = BehaviorSubject(value: 0)
        let received = LockedState<[Action]>([])

        func dispatch(action: Action) {
            received.withLock { $0.append(action) }
            if action == .share { shares.onNext(shares.value + 1) }
        }

        /// How many subscriptions to `viewStates()` are live.
        let subscriptions = LockedState(0)

        func viewStates() -> Observable<[TestItem]> {
            countingSubscriptions(
                to: shares.map { [TestItem.animated("actions", "♡ · \($0) shares")] }, in: subscriptions)
        }
    }

    /// A post: a photo row fed by the parent's state, and an actions row with its own
    /// interactor whose like the parent hears and turns into the photo's heart.
    @MainActor
    struct Post {
        let model = PostModel()
        let actions = ActionsInteractor()
        let group: ProviderGroup
        let actionsProvider: ListProvider<ActionsInteractor.Action, SingleSection, TestItem>

        init(id: String) {
            let model = model
            let photo = ListProvider(
                id: "photo", items: model.isLiked.map { [TestItem.animated("photo", $0 ? "[photo ♥]" : "[photo]")] })
            photo.registerCell(ofType: AnimatedRowCell.self)
            let actionsProvider = ListProvider(id: "actions", interactor: actions)
            actionsProvider.registerCell(
                ofType: AnimatedRowCell.self,
                didSelect: { [weak actionsProvider] _ in
                    actionsProvider?.dispatch(.like)
                    return .deselect
                })
            self.actionsProvider = actionsProvider
            group = ProviderGroup(id: id) {
                photo
                actionsProvider
            }
            group.onAction(ActionsInteractor.Action.self) { action in
                if action == .like { model.toggleLike() }
            }
        }
    }

    @Test func aLikeOnTheActionsRowChangesThePhotoRowThroughTheirParent() throws {
        let fixture = ComposedFixture()
        let post = Post(id: "p1")
        var heardAtTheTop: [ActionsInteractor.Action] = []
        fixture.adapter.onAction(ActionsInteractor.Action.self) { heardAtTheTop.append($0) }
        fixture.adapter.onAction(RowsInteractor.Action.self) { _ in Issue.record("no such action was dispatched") }
        fixture.adapter.compose {
            rowsProvider("header", BehaviorSubject(value: rows("h", 1)))
            ProviderGroup(id: "posts") { post.group }
        }
        #expect(fixture.visibleTexts == ["h 0", "[photo]", "♡ · 0 shares"])

        fixture.list.tapItem(at: row(0, section: 2))
        #expect(post.actions.received.withLock { $0 } == [.like])
        #expect(heardAtTheTop == [.like])
        #expect(fixture.visibleTexts == ["h 0", "[photo ♥]", "♡ · 0 shares"])
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.provider == "posts/p1/photo")
        #expect(entry.stages.first?.decisions.first?.kind == .renderedInPlace)

        post.actionsProvider.dispatch(.share)
        #expect(fixture.visibleTexts == ["h 0", "[photo ♥]", "♡ · 1 shares"])
        #expect(heardAtTheTop == [.like, .share])
        #expect(fixture.adapter.trace.entries.last?.provider == "posts/p1/actions")
    }

    @Test func groupsComeGoAndMoveWithAllTheirProviders() throws {
        let fixture = ComposedFixture()
        let posts = ProviderGroup(id: "posts")
        let first = Post(id: "p1")
        let second = Post(id: "p2")
        fixture.adapter.compose {
            rowsProvider("header", BehaviorSubject(value: rows("h", 1)))
            posts
        }
        posts.setChildren {
            first.group
            second.group
        }
        let inserted = try #require(fixture.adapter.trace.entries.last)
        #expect(inserted.provider == "posts")
        #expect(inserted.stages.map(\.sectionsInserted) == [[1, 2], [3, 4]])
        #expect(inserted.stages.map(\.provider) == ["posts/p1", "posts/p2"])

        posts.children = [second.group, first.group]
        #expect(fixture.adapter.trace.entries.last?.stages.map(\.sectionsMoved).first?.count == 2)
        #expect(fixture.visibleTexts == ["h 0", "[photo]", "♡ · 0 shares", "[photo]", "♡ · 0 shares"])
        second.actionsProvider.dispatch(.share)
        #expect(fixture.visibleTexts == ["h 0", "[photo]", "♡ · 1 shares", "[photo]", "♡ · 0 shares"])

        posts.children = [first.group]
        #expect(fixture.counts == [1, 1, 1])
        #expect(second.actions.subscriptions.withLock { $0 } == 0)
        #expect(first.actions.subscriptions.withLock { $0 } == 1)
        fixture.list.tapItem(at: row(0, section: 2))
        #expect(fixture.visibleTexts == ["h 0", "[photo ♥]", "♡ · 0 shares"])
        #expect(fixture.rejectedBatches.isEmpty)
    }

    @Test func aNewGroupOfTheSameIDTakesOverWhatTheOldShows() throws {
        let fixture = ComposedFixture()
        func group(_ titles: [String]) -> ProviderGroup {
            ProviderGroup(id: "g") {
                for (index, title) in titles.enumerated() {
                    ListProvider(
                        id: "row\(index)", cell: AnimatedRowCell.self, rows: [AnimatedState(id: "r", title: title)])
                }
            }
        }
        fixture.adapter.compose { group(["one", "two"]) }
        fixture.adapter.compose { group(["one", "2", "three"]) }
        #expect(fixture.visibleTexts == ["one", "2", "three"])
        let decisions = fixture.adapter.trace.entries.flatMap(\.stages).flatMap(\.decisions)
        #expect(decisions.map(\.provider) == ["g/row1"])
        #expect(decisions.map(\.kind) == [.renderedInPlace])
        #expect(fixture.adapter.trace.entries.flatMap(\.stages).contains { $0.provider == "g/row2" })
    }
}
