/// Something that can be cancelled: a subscription, a scheduled action, a binding.
///
/// `dispose()` is idempotent, safe to call from any thread, and never waits for another
/// thread: after it returns no delivery through the disposed subscription starts, while a
/// call already running on another thread may finish (waiting for it could deadlock, e.g.
/// a main thread disposing while a background observer hops to the main queue).
///
/// ```swift
/// let subscription = interactor.viewStates().subscribe(onNext: { print($0) })
/// subscription.dispose()
/// ```
public protocol Disposable: Sendable {
    /// Cancels the work; calling it again does nothing.
    func dispose()
}
