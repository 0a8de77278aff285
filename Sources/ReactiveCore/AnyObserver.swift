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
    // Two paths: values go straight to `next`, so an operator passes a value on with one
    // call and no `Event` to build, switch on and destroy — the bulk of a chain's cost.
    @usableFromInline let next: @Sendable (Element) -> Void
    @usableFromInline let terminal: @Sendable (Event<Element>) -> Void

    /// Creates an observer that forwards every event to `handler`.
    @inlinable
    public init(_ handler: @escaping @Sendable (Event<Element>) -> Void) {
        self.next = { handler(.next($0)) }
        self.terminal = handler
    }

    /// Creates an observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.init(observer.on)
    }

    /// An observer whose values go to `next` and whose `error` and `completed` events go to
    /// `terminal` (which never receives `.next`).
    @inlinable
    init(next: @escaping @Sendable (Element) -> Void, terminal: @escaping @Sendable (Event<Element>) -> Void) {
        self.next = next
        self.terminal = terminal
    }

    /// Receives one event.
    @inlinable @inline(__always)
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            next(element)
        } else {
            terminal(event)
        }
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
