extension ObservableType {
    /// Emits a running accumulation: `accumulator(seed, first)`, then
    /// `accumulator(thatResult, second)`, and so on; errors and completion pass through at
    /// once.
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
                AnyObserver(
                    next: { element in
                        accumulated.value = accumulator(accumulated.value, element)
                        observer.next(accumulated.value)
                    },
                    terminal: { observer.terminal($0.terminalCast()) }),
                lifetime)
        }
    }
}
