/// Everything the search screen knows. The rows on screen are a function of it.
struct SearchState: Equatable, Sendable {
    enum Phase: Equatable, Sendable {
        case idle
        case loading
        case loaded
        case failed(message: String)
    }

    /// The query searched, or being searched.
    var query = ""
    var phase = Phase.idle
    /// Results of the last successful search; kept on screen while the next one loads.
    var hits: [SearchHit] = []
    /// Increases with every search started, so that a late answer to an older one is dropped.
    var generation = 0

    var items: [SearchItem] {
        let status: SearchItem
        switch phase {
        case .idle: status = .prompt(SearchPromptViewState(message: "Type to search"))
        case .loading: status = .loading(SearchLoadingViewState(query: query))
        case .loaded where hits.isEmpty: status = .empty(SearchEmptyViewState(query: query))
        case .loaded: status = .summary(SearchSummaryViewState(query: query, count: hits.count))
        case .failed(let message): status = .error(SearchErrorViewState(query: query, message: message))
        }
        return [status] + hits.map { .result(SearchResultViewState(id: $0.id, title: $0.title, category: $0.category)) }
    }

    /// Starts a search for `query`, unless that query is already loading or shown.
    /// - Returns: the new search's generation, or nil when none was started.
    mutating func start(_ query: String) -> Int? {
        if query == self.query, phase == .loading || phase == .loaded { return nil }
        generation += 1
        self.query = query
        phase = .loading
        return generation
    }

    /// Shows the answer to search `generation`, unless a newer search started since.
    mutating func finish(_ generation: Int, with answer: Result<[SearchHit], SearchFailure>) {
        guard generation == self.generation else { return }
        switch answer {
        case .success(let found):
            hits = found
            phase = .loaded
        case .failure(let failure):
            hits = []
            phase = .failed(message: failure.message)
        }
    }

    /// Back to the prompt; any search still running is dropped when it answers.
    mutating func reset() {
        if phase == .idle, hits.isEmpty { return }
        self = SearchState(generation: generation + 1)
    }
}
