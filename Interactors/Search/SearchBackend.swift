/// Answers search queries, asynchronously, on a thread of its choosing.
///
/// The interactor never hops threads itself: it emits from wherever `completion` runs, as
/// shared code fed by a network client does, and the adapter brings states to the main actor.
public protocol SearchBackend: Sendable {
    /// Looks `query` up and calls `completion` once, later.
    func search(_ query: String, completion: @escaping @Sendable (Result<[SearchHit], SearchFailure>) -> Void)
}
