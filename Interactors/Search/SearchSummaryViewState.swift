/// The status row above results. A cell shows `4 results for "mil"` (`1 result` for one).
public struct SearchSummaryViewState: Equatable, Hashable, Sendable {
    /// The query searched.
    public var query: String
    /// How many results are listed below.
    public var count: Int

    /// Creates the summary row's state.
    public init(query: String, count: Int) {
        self.query = query
        self.count = count
    }
}
