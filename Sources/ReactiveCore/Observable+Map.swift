extension ObservableType {
    /// Transforms every value; errors and completion pass through at once.
    ///
    /// ```swift
    /// viewStates.map { items in items.count }
    /// ```
    @inlinable
    public func map<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable(
            run: { observer, lifetime in
                source.run(
                    AnyObserver(
                        next: { observer.next(transform($0)) },
                        terminal: { observer.terminal($0.terminalCast()) }),
                    lifetime)
            },
            runGated: { gates, observer, lifetime in
                source.run(
                    AnyObserver(
                        next: gates.sink(transforming: transform, to: observer),
                        terminal: { observer.terminal($0.terminalCast()) }),
                    lifetime)
            })
    }

    /// Transforms every value and drops those transformed to `nil`; errors and completion
    /// pass through at once.
    ///
    /// ```swift
    /// texts.compactMap { Int($0) }
    /// ```
    @inlinable
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) -> Result?
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable { observer, lifetime in
            source.run(
                AnyObserver(
                    next: { element in
                        if let result = transform(element) { observer.next(result) }
                    },
                    terminal: { observer.terminal($0.terminalCast()) }),
                lifetime)
        }
    }
}
