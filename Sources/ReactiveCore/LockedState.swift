/// A value that is only ever read or written while holding its own lock (a pthread mutex,
/// which ThreadSanitizer understands; `Synchronization.Mutex` on Linux locks with raw futex
/// calls that TSan cannot see, and needs iOS 18 / macOS 15).
///
/// The one general-purpose box the observable machinery uses for state shared between
/// threads (disposables, bags, scheduler queues).
@usableFromInline
package final class LockedState<State>: @unchecked Sendable {
    // Safety: `state` is reachable only through `withLock`, which holds `lock` for the
    // whole access.
    @usableFromInline let lock = Lock()
    @usableFromInline var state: State

    package init(_ state: State) {
        self.state = state
    }

    @inlinable @inline(__always)
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
