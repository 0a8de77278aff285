extension ObservableType {
    /// Keeps only the values for which `isIncluded` returns `true`.
    ///
    /// ```swift
    /// numbers.filter { $0.isMultiple(of: 2) }
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            source.run(
                AnyObserver { event in
                    if case .next(let element) = event, !isIncluded(element) { return }
                    observer.on(event)
                }, lifetime)
        }
    }
}
