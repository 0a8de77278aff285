extension ObservableType {
    /// Emits `elements` synchronously on subscription, then subscribes to this observable
    /// and relays its events.
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
