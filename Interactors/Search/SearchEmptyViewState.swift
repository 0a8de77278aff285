/// The status row when nothing matched. A cell shows `No results for "xyz"`.
public struct SearchEmptyViewState: Equatable, Hashable, Sendable {
    /// The query searched.
    public var query: String

    /// Creates the empty row's state.
    public init(query: String) {
        self.query = query
    }
}
