#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A plain, non-recursive mutex available on every platform the package builds for.
///
/// `Synchronization.Mutex` would need iOS 18 / macOS 15 on Apple platforms, and the package
/// declares no minimum platform, so the observable machinery uses a pthread mutex instead.
final class Lock: @unchecked Sendable {
    // Safety: the mutex *is* the synchronisation; it lives at a stable heap address that is
    // allocated once, never moved and destroyed only in deinit.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always)
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @inline(__always)
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// The identity of the calling thread, used to tell a re-entrant call (same thread, already
/// delivering) from a concurrent one (another thread) without taking more locks.
struct ThreadIdentity: Equatable {
    private let thread: pthread_t

    static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}
