/// The status row while a search runs. A cell shows a spinner and `Searching "mil"...`.
public struct SearchLoadingViewState: Equatable, Hashable, Sendable {
    /// The query being searched.
    public var query: String

    /// Creates the loading row's state.
    public init(query: String) {
        self.query = query
    }
}
