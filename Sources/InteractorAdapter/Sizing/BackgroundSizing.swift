import StagedDiff

/// Where the rows of a background diff stand: the emission whose sizes the adapter waits
/// for, whether its deadline passed, its diff when it came before its sizes, and the
/// emissions applied at estimates whose sizes may still land.
struct BackgroundSizing<Section: Sendable> {
    /// The emission whose measured rows have not come back yet.
    var awaited: Int?
    /// Whether the awaited emission's deadline passed (apply it at estimates).
    var deadlinePassed = false
    /// The awaited emission's diff, waiting for its sizes or its deadline.
    var parked: (staged: StagedChangeset<[Section]>, delivery: AdapterInbox<[Section]>.Delivery, generation: Int)?
    /// Emissions applied at estimates whose sizes are still to land.
    var estimated: Set<Int> = []
}
