/// The status row when the search failed. A cell shows `Search failed: network offline. Tap to retry`;
/// tapping it dispatches `SearchAction.retry`.
public struct SearchErrorViewState: Equatable, Hashable, Sendable {
    /// The query that failed.
    public var query: String
    /// Why, from the backend.
    public var message: String

    /// Creates the error row's state.
    public init(query: String, message: String) {
        self.query = query
        self.message = message
    }
}
