/// Something that can be cancelled: a subscription, a scheduled action, a binding.
///
/// `dispose()` is idempotent and safe to call from any thread; after it returns, no
/// further event is delivered through the disposed subscription.
///
/// ```swift
/// let subscription = interactor.viewStates().subscribe(onNext: { print($0) })
/// subscription.dispose()
/// ```
public protocol Disposable: Sendable {
    /// Cancels the work; calling it again does nothing.
    func dispose()
}
