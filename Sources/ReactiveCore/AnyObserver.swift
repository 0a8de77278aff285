/// A type-erased observer: the `observer` handed to `Observable.create`.
///
/// Safe to call from any thread; the observable it feeds delivers the events downstream one
/// at a time and drops anything after a terminal event or after disposal.
///
/// ```swift
/// let numbers = Observable<Int>.create { observer in
///     observer.onNext(1)
///     observer.onCompleted()
///     return Disposables.create()
/// }
/// ```
public struct AnyObserver<Element>: ObserverType {
    @usableFromInline let handler: @Sendable (Event<Element>) -> Void

    /// Creates an observer that forwards every event to `handler`.
    @inlinable
    public init(_ handler: @escaping @Sendable (Event<Element>) -> Void) {
        self.handler = handler
    }

    /// Creates an observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.handler = observer.on
    }

    /// Receives one event.
    @inlinable @inline(__always)
    public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
