extension ObservableType {
    /// Drops the first `count` values; errors and completion pass through at once.
    ///
    /// ```swift
    /// state.skip(1)   // ignore the BehaviorSubject's current value
    /// ```
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let remaining = UnsynchronizedBox(count)
            source.run(
                AnyObserver { event in
                    if case .next = event, remaining.value > 0 {
                        remaining.value -= 1
                        return
                    }
                    observer.on(event)
                }, lifetime)
        }
    }

    /// Emits the first `count` values, then completes at once and unsubscribes from this
    /// observable (with `count` 0, completes on subscription). An earlier error or completion
    /// passes through at once.
    ///
    /// ```swift
    /// viewStates.take(1)   // the current state only
    /// ```
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            guard count > 0 else {
                observer.onCompleted()
                return
            }
            // Its own lifetime, so the upstream can be cut off even while it is still
            // emitting synchronously during subscribe.
            let upstream = CompositeDisposable()
            lifetime.add(upstream)
            let remaining = UnsynchronizedBox(count)
            source.run(
                AnyObserver { event in
                    guard remaining.value > 0 else { return }
                    guard case .next = event else {
                        remaining.value = 0
                        observer.on(event)
                        return
                    }
                    remaining.value -= 1
                    observer.on(event)
                    if remaining.value == 0 {
                        observer.onCompleted()
                        upstream.dispose()
                    }
                }, upstream)
        }
    }
}
