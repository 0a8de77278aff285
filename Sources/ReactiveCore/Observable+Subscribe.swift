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
    ///   `dispose()` has returned (a call already running on another thread may finish).
    @inlinable
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        subscribe(next: onNext ?? { _ in }, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with closures, `onNext` given — the same as the variant whose closures are
    /// all optional. It exists for speed: Swift keeps an optional closure in its most general
    /// form, and calling one given as an optional costs two conversion thunks per value.
    ///
    /// ```swift
    /// states.subscribe(onNext: { render($0) }).disposed(by: disposeBag)
    /// ```
    /// - Returns: a `Disposable` that ends the subscription; no event is delivered once its
    ///   `dispose()` has returned (a call already running on another thread may finish).
    @inlinable
    public func subscribe(
        onNext: @escaping @Sendable (Element) -> Void,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        subscribe(next: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    @inlinable
    func subscribe(
        next: @escaping @Sendable (Element) -> Void,
        onError: (@Sendable (any Error) -> Void)?,
        onCompleted: (@Sendable () -> Void)?,
        onDisposed: (@Sendable () -> Void)?
    ) -> any Disposable {
        let lifetime = CompositeDisposable()
        // Values go straight to `next`: this stage adds no call of its own per value.
        run(
            AnyObserver(
                next: next,
                terminal: { event in
                    switch event {
                    case .next: break
                    case .error(let error): onError?(error)
                    case .completed: onCompleted?()
                    }
                    lifetime.dispose()
                }), lifetime)
        if let onDisposed {
            lifetime.add(ActionDisposable(onDisposed))
        }
        return lifetime
    }
}
