extension ObservableType {
    /// Emits a running accumulation: `accumulator(seed, first)`, then
    /// `accumulator(thatResult, second)`, and so on.
    ///
    /// ```swift
    /// actions.scan(State.initial) { state, action in state.reduced(by: action) }
    /// ```
    @inlinable
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate,
        accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let accumulated = UnsynchronizedBox(seed)
            source.run(
                AnyObserver { event in
                    switch event {
                    case .next(let element):
                        accumulated.value = accumulator(accumulated.value, element)
                        observer.on(.next(accumulated.value))
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                }, lifetime)
        }
    }
}
