/// What sizing cost in one update (`RenderTrace.Entry.sizing`) or since the adapter started
/// (`ListAdapter.sizingTotals`): heights found in the size cache, heights measured, rows
/// given an estimate, estimates corrected later, and rows resized in place.
public struct SizingCounters: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Heights found in the size cache.
    public var hits = 0
    /// Calls of a measuring function (each a cache miss).
    public var measurements = 0
    /// Rows laid out at an estimate because their height was not measured yet.
    public var estimates = 0
    /// Estimated rows that got their measured height later.
    public var corrections = 0
    /// Rows on screen whose height changed and that were resized without a reload.
    public var resizedInPlace = 0

    /// No sizing happened.
    public init() {}

    /// Whether nothing was counted.
    public var isEmpty: Bool { self == SizingCounters() }

    /// As the trace prints it: `3 hits, 1 measured, 0 estimated, 0 corrected, 1 resized in place`.
    public var description: String {
        "\(hits) hits, \(measurements) measured, \(estimates) estimated, \(corrections) corrected, "
            + "\(resizedInPlace) resized in place"
    }

    /// The sum of two counts.
    static func + (lhs: SizingCounters, rhs: SizingCounters) -> SizingCounters {
        var sum = lhs
        sum.hits += rhs.hits
        sum.measurements += rhs.measurements
        sum.estimates += rhs.estimates
        sum.corrections += rhs.corrections
        sum.resizedInPlace += rhs.resizedInPlace
        return sum
    }
}
