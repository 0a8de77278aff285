#if canImport(Darwin)
import Darwin
#else
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#endif

/// A lock for critical sections of a few instructions — `SerializedMulticast`'s bookkeeping,
/// taken twice per event — where a pthread mutex's two calls into the C library and its
/// atomic read-modify-write on unlock are a third of a whole operator chain's cost.
///
/// On Apple platforms it is `os_unfair_lock`. Elsewhere it is a compare-and-swap on an atomic
/// word, released by a plain store, that spins briefly and then yields the processor to a
/// holder that was preempted. Never hold it across a call out (an observer, a scheduler):
/// only `LockedState`'s pthread mutex is meant for longer sections.
@usableFromInline
final class ShortLock: @unchecked Sendable {
    // Safety: the lock word is only touched through atomic operations (or os_unfair_lock's
    // own functions) and lives at a stable address for the object's lifetime.
    #if canImport(Darwin)
    @usableFromInline let word: UnsafeMutablePointer<os_unfair_lock>

    @usableFromInline init() {
        word = .allocate(capacity: 1)
        word.initialize(to: os_unfair_lock())
    }

    deinit {
        word.deinitialize(count: 1)
        word.deallocate()
    }

    @inlinable @inline(__always)
    func lock() {
        os_unfair_lock_lock(word)
    }

    @inlinable @inline(__always)
    func unlock() {
        os_unfair_lock_unlock(word)
    }
    #else
    @usableFromInline let word = Atomic<Bool>(false)

    @usableFromInline init() {}

    @inlinable @inline(__always)
    func lock() {
        if word.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged { return }
        lockContended()
    }

    @inlinable @inline(__always)
    func unlock() {
        word.store(false, ordering: .releasing)
    }

    @usableFromInline
    func lockContended() {
        var attempts = 0
        while true {
            if !word.load(ordering: .relaxed),
                word.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
            {
                return
            }
            attempts += 1
            if attempts > 64 { sched_yield() }
        }
    }
    #endif

    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
