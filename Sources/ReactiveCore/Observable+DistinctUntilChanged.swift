extension ObservableType {
    /// Drops a value when `isEquivalent(previous, value)` says it equals the previous one
    /// (the first value always passes); errors and completion pass through at once.
    ///
    /// ```swift
    /// users.distinctUntilChanged(by: { $0.id == $1.id })
    /// ```
    @inlinable
    public func distinctUntilChanged(
        by isEquivalent: @escaping @Sendable (Element, Element) -> Bool
    ) -> Observable<Element> {
        asObservable().gated(
            by: {
                let previous = UnsynchronizedBox<Element?>(nil)
                return { previous.keepsIfDistinct($0, by: isEquivalent) }
            },
            sink: { observer in
                let previous = UnsynchronizedBox<Element?>(nil)
                return { if previous.keepsIfDistinct($0, by: isEquivalent) { observer.next($0) } }
            })
    }
}

extension ObservableType where Element: Equatable {
    /// Drops a value equal to the previous one (the first value always passes); errors and
    /// completion pass through at once.
    ///
    /// ```swift
    /// viewStates.distinctUntilChanged()   // no re-render for an identical state
    /// ```
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Not `distinctUntilChanged(by: ==)`: `==` inlined here, where the element type is
        // known, saves a call through a reabstraction thunk per value.
        asObservable().gated(
            by: {
                let previous = UnsynchronizedBox<Element?>(nil)
                return { previous.keepsIfDistinct($0) }
            },
            sink: { observer in
                let previous = UnsynchronizedBox<Element?>(nil)
                return { if previous.keepsIfDistinct($0) { observer.next($0) } }
            })
    }
}

extension UnsynchronizedBox {
    /// Whether `element` differs, by `isEquivalent`, from the value kept (always, when none
    /// is kept yet); keeps `element` if so. The state of one `distinctUntilChanged`
    /// subscription.
    @inlinable @inline(__always)
    func keepsIfDistinct<Element>(_ element: Element, by isEquivalent: (Element, Element) -> Bool) -> Bool
    where Value == Element? {
        if let last = value, isEquivalent(last, element) { return false }
        value = element
        return true
    }

    /// Whether `element` differs from the value kept (always, when none is kept yet); keeps
    /// `element` if so.
    @inlinable @inline(__always)
    func keepsIfDistinct<Element: Equatable>(_ element: Element) -> Bool where Value == Element? {
        if value == element { return false }
        value = element
        return true
    }
}
