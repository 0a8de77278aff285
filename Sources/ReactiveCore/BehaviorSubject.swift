/// A subject that always has a current value: each new observer first receives the latest
/// value, then everything that follows, as RxSwift's and Reaktive's `BehaviorSubject`.
///
/// After `onCompleted()` or `onError(_:)` a new observer receives only that terminal event,
/// not the last value (as in RxSwift and Reaktive); `value` still reads it.
///
/// This is the usual home of a screen's state: the interactor keeps it in a
/// `BehaviorSubject` and exposes `asObservable()` as `viewStates()`.
///
/// ```swift
/// let state = BehaviorSubject(value: [String]())
/// state.onNext(["a"])
/// state.value                                  // ["a"]
/// state.subscribe(onNext: { print($0) })       // prints ["a"] at once
/// ```
public final class BehaviorSubject<Element: Sendable>: ObserverType, ObservableType {
    @usableFromInline let core: SerializedMulticast<Element>

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        core = SerializedMulticast(replayLimit: 1, initial: value)
    }

    /// The latest value sent to the subject; safe to read from any thread, also while another
    /// thread sends.
    ///
    /// After `onCompleted()` or `onError(_:)` it keeps returning the last value sent before
    /// (values sent after a terminal event are dropped). This differs from RxSwift, whose
    /// `value()` throws the error once the subject failed: a screen can still read its last
    /// state, and no `try` is needed at every read.
    public var value: Element {
        // The core was created with an initial value, so there always is one.
        core.latestValue!
    }

    /// Makes `event` the current state (for `.next`) and relays it to the observers.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Subscribes `observer`; it receives the current value at once.
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
