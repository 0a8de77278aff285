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
        asObservable().gated {
            let previous = UnsynchronizedBox<Element?>(nil)
            return { element in
                if let last = previous.value, isEquivalent(last, element) { return false }
                previous.value = element
                return true
            }
        }
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
        // Written out rather than `distinctUntilChanged(by: ==)`: comparing in place saves a
        // call through a reabstraction thunk per value (a third of this stage's cost).
        asObservable().gated {
            let previous = UnsynchronizedBox<Element?>(nil)
            return { element in
                if previous.value == element { return false }
                previous.value = element
                return true
            }
        }
    }
}
