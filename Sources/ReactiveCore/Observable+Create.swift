extension Observable {
    /// An observable whose subscriptions run `subscribe`: send events to the observer and
    /// return what to release when the subscription ends.
    ///
    /// The observer may be called from any thread; events reach the subscriber one at a
    /// time, and anything after a terminal event or after disposal is dropped. The returned
    /// disposable is disposed when the subscription is disposed, or right after this source
    /// sends its terminal event (even if an operator downstream delays that event).
    ///
    /// ```swift
    /// let ticks = Observable<Int>.create { observer in
    ///     let timer = DispatchSource.makeTimerSource()
    ///     var count = 0
    ///     timer.setEventHandler { count += 1; observer.onNext(count) }
    ///     timer.schedule(deadline: .now(), repeating: 1)
    ///     timer.resume()
    ///     return Disposables.create { timer.cancel() }
    /// }
    /// ```
    public static func create(
        _ subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        Observable { observer, lifetime in
            let gate = SerializedMulticast<Element>(replayLimit: 0)
            // Released right after the terminal event, as RxSwift does, even while operators
            // downstream still hold the subscription open (throttle waiting for its window).
            let resources = CompositeDisposable()
            lifetime.add(resources)
            gate.subscribe(
                AnyObserver(
                    next: observer.next,
                    terminal: { event in
                        observer.terminal(event)
                        resources.dispose()
                    }), lifetime)
            resources.add(subscribe(gate.observer))
        }
    }

    /// Emits `element`, then completes.
    public static func just(_ element: Element) -> Observable<Element> {
        from(CollectionOfOne(element))
    }

    /// Completes at once, without values.
    public static func empty() -> Observable<Element> {
        Observable { observer, _ in observer.onCompleted() }
    }

    /// Never emits and never terminates.
    public static func never() -> Observable<Element> {
        Observable { _, _ in }
    }

    /// Fails at once with `error`.
    public static func error(_ error: any Error) -> Observable<Element> {
        Observable { observer, _ in observer.onError(error) }
    }

    /// Emits the elements of `sequence` in order during `subscribe`, then completes. Stops
    /// early when the subscription is disposed (from inside `onNext`, or by `take`).
    ///
    /// ```swift
    /// Observable.from([1, 2, 3]).subscribe(onNext: { print($0) })
    /// ```
    public static func from<Source: Sequence & Sendable>(_ sequence: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable { observer, lifetime in
            for element in sequence {
                if lifetime.isDisposed { return }
                observer.onNext(element)
            }
            if !lifetime.isDisposed {
                observer.onCompleted()
            }
        }
    }
}
