extension ObservableType {
    /// Keeps only the values for which `isIncluded` returns `true`; errors and completion
    /// pass through at once.
    ///
    /// ```swift
    /// numbers.filter { $0.isMultiple(of: 2) }
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Observable<Element> {
        asObservable().gated(by: { isIncluded }, sink: { ValueGates(isIncluded).sink(to: $0) })
    }
}
