extension ObservableType {
    /// Subscribes with closures; every one is optional, so `subscribe(onNext:)` alone works.
    ///
    /// After `onError` or `onCompleted` the subscription disposes itself, which calls
    /// `onDisposed`; disposing the returned `Disposable` calls `onDisposed` too.
    ///
    /// ```swift
    /// interactor.viewStates()
    ///     .subscribe(onNext: { items in render(items) },
    ///                onError: { error in print(error) })
    ///     .disposed(by: disposeBag)
    /// ```
    /// - Returns: a `Disposable` that ends the subscription; no event is delivered once its
    ///   `dispose()` has returned.
    @inlinable
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        let lifetime = CompositeDisposable()
        run(
            AnyObserver { event in
                switch event {
                case .next(let element):
                    onNext?(element)
                case .error(let error):
                    onError?(error)
                    lifetime.dispose()
                case .completed:
                    onCompleted?()
                    lifetime.dispose()
                }
            }, lifetime)
        if let onDisposed {
            lifetime.add(ActionDisposable(onDisposed))
        }
        return lifetime
    }
}
