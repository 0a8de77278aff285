@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// This async sequence as an `Observable`, as RxSwift's `AsyncSequence.asObservable()`:
    /// each subscription iterates the sequence in its own task.
    ///
    /// - Each element is sent with `onNext` as the loop receives it (on the task's thread);
    ///   the end of the loop sends `onCompleted`, an error it throws sends `onError`.
    /// - Disposing the subscription cancels the task, which ends the iteration the way the
    ///   sequence reacts to cancellation (an `AsyncStream` stops waiting at once). Nothing
    ///   is delivered after `dispose()` returns, and a `CancellationError` thrown because of
    ///   the cancellation is not reported.
    ///
    /// Use it for view states that arrive as an `AsyncSequence`, such as a Kotlin flow
    /// bridged by SKIE:
    ///
    /// ```swift
    /// let states: Observable<[Row]> = kotlinInteractor.viewStates.asObservable()
    /// ```
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in
            let task = Task {
                do {
                    for try await element in self {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch {
                    if !Task.isCancelled { observer.onError(error) }
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
