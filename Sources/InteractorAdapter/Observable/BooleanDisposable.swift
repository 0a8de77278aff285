/// A cancellation flag: scheduled work checks `isDisposed` right before running.
final class BooleanDisposable: Disposable {
    private let state = LockedState(false)

    /// Whether `dispose()` has been called.
    var isDisposed: Bool {
        state.withLock { $0 }
    }

    func dispose() {
        state.withLock { $0 = true }
    }
}
