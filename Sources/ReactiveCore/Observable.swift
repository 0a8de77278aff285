/// A stream of values that any number of observers can subscribe to, shaped like RxSwift's
/// and Reaktive's `Observable`.
///
/// An `Observable` is a recipe: nothing happens until `subscribe`, and each subscription
/// runs the recipe again (use `share(replay:)` to share one run). Events to one observer
/// follow `next* (error | completed)?`, never overlap, and stop once the subscription's
/// `Disposable` has been disposed — even when values are produced on another thread.
///
/// ```swift
/// let disposeBag = DisposeBag()
/// Observable.from([1, 2, 3])
///     .map { $0 * 10 }
///     .subscribe(onNext: { print($0) })
///     .disposed(by: disposeBag)
/// ```
public final class Observable<Element: Sendable>: ObservableType {
    /// Runs one subscription: sends events to the observer and registers every resource the
    /// subscription needs into the lifetime, which the subscriber disposes to end it.
    ///
    /// The lifetime exists before the source starts, so a subscriber that stops early
    /// (dispose from inside `onNext`, `take`) is seen even by sources that emit during
    /// `subscribe`.
    @usableFromInline let run: @Sendable (AnyObserver<Element>, CompositeDisposable) -> Void
    /// Runs one subscription whose values must pass `ValueGates` before they reach the
    /// observer, checked inside this observable's own sink; nil when this observable has no
    /// sink of its own to check them in (a subject, `create`), in which case a gating stage
    /// downstream checks them in a sink of its own.
    @usableFromInline let runGated:
        (@Sendable (ValueGates<Element>, AnyObserver<Element>, CompositeDisposable) -> Void)?

    @inlinable init(_ run: @escaping @Sendable (AnyObserver<Element>, CompositeDisposable) -> Void) {
        self.run = run
        runGated = nil
    }

    @inlinable init(
        run: @escaping @Sendable (AnyObserver<Element>, CompositeDisposable) -> Void,
        runGated: @escaping @Sendable (ValueGates<Element>, AnyObserver<Element>, CompositeDisposable) -> Void
    ) {
        self.run = run
        self.runGated = runGated
    }

    /// Subscribes `observer`. After delivering a terminal event the subscription disposes
    /// itself, releasing what the source held (the disposable returned to `create`).
    /// - Returns: a `Disposable` that ends the subscription.
    public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let lifetime = CompositeDisposable()
        run(
            AnyObserver(
                next: observer.next,
                terminal: { event in
                    observer.terminal(event)
                    lifetime.dispose()
                }), lifetime)
        return lifetime
    }

    /// Returns itself.
    public func asObservable() -> Observable<Element> {
        self
    }
}

extension ObservableType {
    /// Runs a subscription inside an existing lifetime (operators use this to chain without
    /// allocating a disposable per stage).
    @inlinable
    func run(_ observer: AnyObserver<Element>, _ lifetime: CompositeDisposable) {
        asObservable().run(observer, lifetime)
    }
}
