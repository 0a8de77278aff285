@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension ObservableType {
    /// The elements of this observable as an `AsyncThrowingStream`, for `for try await`, as
    /// RxSwift's `values`.
    ///
    /// - The stream subscribes when it is created and buffers every element until the loop
    ///   takes it (a `BehaviorSubject`'s current value is the first element).
    /// - `onCompleted` ends the loop; `onError` makes the loop throw that error.
    /// - The subscription is disposed when the loop ends for any reason: the observable
    ///   terminated, the loop `break`s or returns, or the task running it is cancelled.
    ///
    /// ```swift
    /// for try await items in interactor.viewStates().values {
    ///     print(items.count)
    /// }
    /// ```
    public var values: AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            let subscription = subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}
