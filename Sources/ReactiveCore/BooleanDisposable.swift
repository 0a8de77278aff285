/// A cancellation flag: scheduled work checks `isDisposed` right before running.
public final class BooleanDisposable: Disposable {
    private let state = LockedState(false)

    /// Creates a flag that is not disposed yet.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.withLock { $0 }
    }

    /// Sets the flag; scheduled work that checks it no longer runs.
    public func dispose() {
        state.withLock { $0 = true }
    }
}
