/// Something that can be subscribed to: an `Observable` or a subject.
///
/// Every operator (`map`, `filter`, `debounce`, ...) is defined on this protocol, so it
/// works on subjects directly as well as on observables.
///
/// Elements are `Sendable`: values may be produced on one thread and observed on another.
public protocol ObservableType<Element>: Sendable {
    /// The type of the values emitted.
    associatedtype Element: Sendable

    /// Subscribes `observer`; events reach it one at a time, following
    /// `next* (error | completed)?`.
    /// - Returns: a `Disposable` that ends the subscription.
    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable

    /// This stream as a plain `Observable` (hides a subject's observer side).
    func asObservable() -> Observable<Element>
}
