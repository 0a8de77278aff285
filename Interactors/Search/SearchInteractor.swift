import Foundation
import InteractorAdapter

/// The search screen's logic: typing is debounced on `scheduler`; then a loading row, then
/// results (or an empty row, or an error row with retry) delivered by `backend`.
///
/// Threads: the interactor emits on whatever thread runs its work. The debounce fires on
/// `scheduler`; answers arrive on the backend's thread. In an app, give the backend a
/// `DispatchQueue`-backed scheduler so results come from a background thread; tests and
/// replays give both a `TestScheduler`, so every emission is deterministic.
///
/// ```swift
/// let search = SearchInteractor(scheduler: scheduler)   // catalogue backend on the same scheduler
/// search.dispatch(action: .type(text: "mil"))
/// scheduler.advance(by: 0.3)   // debounce over: loading row
/// scheduler.advance(by: 0.5)   // answer: `4 results for "mil"` and the results
/// ```
public final class SearchInteractor: Interactor, ExampleScreen, Sendable {
    /// The screen's name in scripts.
    public static let name = "search"
    /// The keys of `SearchAction`, as scripts write them.
    public static let actionNames = SearchAction.names

    private let store = StateStore(SearchState()) { $0.items }
    private let scheduler: any Scheduler
    private let backend: any SearchBackend
    private let debounce: TimeInterval
    private let pendingSearch = SerialDisposable()

    /// Creates the screen.
    /// - Parameters:
    ///   - scheduler: runs the debounce.
    ///   - backend: answers queries, on its own thread.
    ///   - debounce: seconds typing must pause before a search starts.
    public init(scheduler: any Scheduler, backend: any SearchBackend, debounce: TimeInterval = 0.3) {
        self.scheduler = scheduler
        self.backend = backend
        self.debounce = debounce
    }

    /// Creates the screen over `CatalogueSearchBackend`, answering on the same scheduler.
    public convenience init(scheduler: any Scheduler) {
        self.init(scheduler: scheduler, backend: CatalogueSearchBackend(scheduler: scheduler))
    }

    /// The configuration an app uses: the debounce on the main thread, answers from a
    /// background queue, so result states are emitted off the main thread. Tests and replays
    /// use `init(scheduler:)` with a `TestScheduler` instead.
    public static func live() -> SearchInteractor {
        let background = DispatchQueueScheduler(queue: DispatchQueue(label: "Interactors.search.backend"))
        return SearchInteractor(
            scheduler: MainScheduler.instance, backend: CatalogueSearchBackend(scheduler: background))
    }

    /// Applies `action`. Typing only schedules the search; `clear` and `retry` emit at once.
    public func dispatch(action: SearchAction) {
        switch action {
        case .type(let text): typed(text)
        case .clear: typed("")
        case .retry:
            guard case .failed = store.state.phase else { return }
            start(store.state.query)
        }
    }

    /// The current rows, then the rows after every change.
    public func viewStates() -> Observable<[SearchItem]> {
        store.viewStates()
    }

    private func typed(_ text: String) {
        let query = text.trimmingCharacters(in: .whitespaces)
        pendingSearch.replace(
            with: query.isEmpty
                ? Disposables.create()
                : scheduler.schedule(after: debounce) { [weak self] in self?.start(query) })
        if query.isEmpty { store.update { $0.reset() } }
    }

    private func start(_ query: String) {
        guard let generation = store.update({ $0.start(query) }) else { return }
        backend.search(query) { [weak self] answer in
            self?.store.update { $0.finish(generation, with: answer) }
        }
    }
}
