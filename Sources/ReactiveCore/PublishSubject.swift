/// A subject that relays every value it receives to the observers subscribed at that
/// moment, as RxSwift's and Reaktive's `PublishSubject`.
///
/// Feed it from any thread with `onNext(_:)`, `onError(_:)`, `onCompleted()`; observers get
/// the events one at a time, in order. An observer that emits into the subject it listens
/// to does not recurse: the new value is delivered after the current one. Subscribing after
/// a terminal event yields that terminal event.
///
/// ```swift
/// let taps = PublishSubject<Int>()
/// let subscription = taps.subscribe(onNext: { print("tap", $0) })
/// taps.onNext(1)            // prints "tap 1"
/// subscription.dispose()
/// ```
public final class PublishSubject<Element: Sendable>: ObserverType, ObservableType {
    @usableFromInline let core = SerializedMulticast<Element>(replayLimit: 0)

    /// Creates a subject with no observers.
    public init() {}

    /// Relays `event` to the current observers.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Subscribes `observer` to the values sent from now on.
    public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let lifetime = CompositeDisposable()
        core.subscribe(observer, lifetime)
        return lifetime
    }

    /// The subject as a plain `Observable`, without its observer side.
    public func asObservable() -> Observable<Element> {
        let core = self.core
        return Observable { observer, lifetime in core.subscribe(observer, lifetime) }
    }
}
