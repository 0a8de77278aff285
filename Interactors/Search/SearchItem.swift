import InteractorAdapter

/// A row of the search screen: a Swift enum whose cases carry view states.
///
/// The first row is always the status row (`prompt`, `loading`, `summary`, `empty` or
/// `error`), all with the identifier `status`: when the phase changes, the row keeps its
/// identity but its view-state type changes, so the adapter must reload it. Results follow,
/// each identified by its hit's id.
public enum SearchItem: ViewStateItem, Differentiable, Equatable, Sendable {
    /// The field is empty.
    case prompt(SearchPromptViewState)
    /// A search is running.
    case loading(SearchLoadingViewState)
    /// Results are listed below.
    case summary(SearchSummaryViewState)
    /// Nothing matched.
    case empty(SearchEmptyViewState)
    /// The search failed; tap to retry.
    case error(SearchErrorViewState)
    /// One result.
    case result(SearchResultViewState)

    /// The case's view state.
    public var viewState: any Sendable {
        switch self {
        case .prompt(let state): return state
        case .loading(let state): return state
        case .summary(let state): return state
        case .empty(let state): return state
        case .error(let state): return state
        case .result(let state): return state
        }
    }

    /// `status` for the status row, the hit's id for a result.
    public var differenceIdentifier: String {
        if case .result(let state) = self { return state.id }
        return "status"
    }

    /// Same case and equal view state.
    public func isContentEqual(to source: SearchItem) -> Bool { self == source }
}
