import Foundation
import InteractorAdapter

/// The feed's logic: one section per post (header: author; rows: photo, actions, comments).
/// Likes, comments and shares change a post in place; `loadMore` fetches the next page,
/// which arrives `pageLatency` seconds later on `scheduler` and is appended as new sections.
///
/// In an app `scheduler` is a background queue, so pages are emitted off the main thread;
/// tests and replays pass a `TestScheduler` and move time themselves.
///
/// ```swift
/// let feed = FeedInteractor(scheduler: scheduler)
/// feed.dispatch(action: .like(postId: "p1"))
/// ```
public final class FeedInteractor: Interactor, ExampleScreen, Sendable {
    /// The screen's name in scripts.
    public static let name = "feed"
    /// The keys of `FeedAction`, as scripts write them.
    public static let actionNames = FeedAction.names

    private let store: StateStore<FeedState, [FeedSection]>
    private let catalogue: FeedCatalogue
    private let scheduler: any Scheduler
    private let pageLatency: TimeInterval

    /// Creates the feed with its first page of posts already loaded.
    /// - Parameters:
    ///   - scheduler: where later pages arrive.
    ///   - pageLatency: seconds between `loadMore` and the page's arrival.
    public convenience init(scheduler: any Scheduler, pageLatency: TimeInterval = 1.0) {
        self.init(scheduler: scheduler, pageLatency: pageLatency, catalogue: FeedCatalogue())
    }

    init(scheduler: any Scheduler, pageLatency: TimeInterval, catalogue: FeedCatalogue) {
        self.scheduler = scheduler
        self.pageLatency = pageLatency
        self.catalogue = catalogue
        store = StateStore(FeedState(posts: catalogue.posts(page: 0), nextPage: 1)) { $0.sections }
    }

    /// The configuration an app uses: pages arrive on a background queue, so they are emitted
    /// off the main thread. Tests and replays pass a `TestScheduler` instead.
    public static func live() -> FeedInteractor {
        FeedInteractor(scheduler: DispatchQueueScheduler(queue: DispatchQueue(label: "Interactors.feed.backend")))
    }

    /// Applies `action`; post actions emit at once, `loadMore` when the page arrives.
    public func dispatch(action: FeedAction) {
        guard action == .loadMore else {
            store.update { $0.apply(action) }
            return
        }
        let catalogue = catalogue
        let page = store.update { state -> Int? in
            guard state.nextPage < catalogue.pageCount, !state.isLoadingMore else { return nil }
            state.isLoadingMore = true
            return state.nextPage
        }
        guard let page else { return }
        scheduler.schedule(after: pageLatency) { [weak self] in self?.receive(page: page) }
    }

    /// The current sections, then the sections after every change.
    public func viewStates() -> Observable<[FeedSection]> {
        store.viewStates()
    }

    private func receive(page: Int) {
        let posts = catalogue.posts(page: page)
        store.update { state in
            state.posts += posts
            state.nextPage = page + 1
            state.isLoadingMore = false
        }
    }
}
