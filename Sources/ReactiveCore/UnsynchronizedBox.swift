/// A mutable value with no lock: the state of one operator subscription (the last value of
/// `distinctUntilChanged`, the running total of `scan`, the counter of `take`).
///
/// Only touched from inside event callbacks of a single subscription. Every source in this
/// package delivers to one observer one event at a time, and when delivery moves from one
/// thread to another it does so through the source's lock (`SerializedMulticast`), which
/// orders the accesses. Taking another lock per operator per event would double the cost of
/// a chain for no safety gain.
///
/// The value lives behind a pointer rather than in a stored `var`: a class's stored `var`
/// pays a dynamic exclusivity check on every access, the largest cost of a chain otherwise.
@usableFromInline
final class UnsynchronizedBox<Value>: @unchecked Sendable {
    // Safety: see the type's comment; accesses are serialised by the upstream gate's lock.
    @usableFromInline let storage: UnsafeMutablePointer<Value>

    @inlinable init(_ value: Value) {
        storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    @inlinable var value: Value {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }
}
