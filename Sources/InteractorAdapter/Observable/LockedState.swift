/// A value that is only ever read or written while holding its own lock.
///
/// The one general-purpose box the observable machinery uses for state shared between
/// threads (disposables, bags, scheduler queues).
final class LockedState<State>: @unchecked Sendable {
    // Safety: `state` is reachable only through `withLock`, which holds `lock` for the
    // whole access.
    private let lock = Lock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
