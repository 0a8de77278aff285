extension ObservableType {
    /// Emits `elements` first, then the values of this observable.
    ///
    /// ```swift
    /// viewStates.startWith([])   // an empty list until the first state arrives
    /// ```
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            for element in elements {
                if lifetime.isDisposed { return }
                observer.onNext(element)
            }
            if lifetime.isDisposed { return }
            source.run(observer, lifetime)
        }
    }
}
