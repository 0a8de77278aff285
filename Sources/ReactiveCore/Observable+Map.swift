extension ObservableType {
    /// Transforms every value.
    ///
    /// ```swift
    /// viewStates.map { items in items.count }
    /// ```
    @inlinable
    public func map<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable { observer, lifetime in
            source.run(
                AnyObserver { event in
                    switch event {
                    case .next(let element): observer.on(.next(transform(element)))
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                }, lifetime)
        }
    }

    /// Transforms every value and drops those transformed to `nil`.
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
                AnyObserver { event in
                    switch event {
                    case .next(let element):
                        if let result = transform(element) { observer.on(.next(result)) }
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                }, lifetime)
        }
    }
}
