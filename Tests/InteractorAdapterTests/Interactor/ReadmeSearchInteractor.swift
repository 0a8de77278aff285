import InteractorAdapter

// The README's interactor example, compiled here (Swift 6 language mode, strict concurrency)
// so that it cannot rot: `ReadmeExampleTests` checks that the README shows exactly the lines
// between the two markers, and drives the interactor in virtual time.

// README example: begin
/// Looks products up and answers on its own thread.
protocol ProductSearch: Sendable {
    func search(_ query: String, completion: @escaping @Sendable ([String]) -> Void)
}

struct SearchState: Equatable, Sendable {
    var query = ""
    var results: [String] = []
    var isLoading = false
}

/// Typing is debounced; the backend answers on its thread; no lock, no `@unchecked Sendable`.
final class SearchInteractor: Interactor, Sendable {
    enum Action { case type(String) }

    private let store = StateStore(SearchState()) { state in
        state.isLoading ? ["Searching \(state.query)…"] : state.results
    }
    private let queries = PublishSubject<String>()
    private let disposeBag = DisposeBag()

    init(backend: some ProductSearch, scheduler: any Scheduler = MainScheduler.instance) {
        queries
            .debounce(0.3, scheduler: scheduler)
            .distinctUntilChanged()
            .subscribe(onNext: { [store] query in
                store.update { $0.isLoading = true }
                backend.search(query) { results in
                    store.update { state in
                        guard state.query == query else { return }  // a newer query is coming
                        state.results = results
                        state.isLoading = false
                    }
                }
            })
            .disposed(by: disposeBag)
    }

    func dispatch(action: Action) {
        switch action {
        case .type(let text):
            store.update { $0.query = text }
            queries.onNext(text)
        }
    }

    func viewStates() -> Observable<[String]> {
        store.viewStates().distinctUntilChanged()  // typing alone changes no row
    }
}
// README example: end
