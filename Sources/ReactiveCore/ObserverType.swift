/// Something that receives events: a subscriber, a subject, an operator's inner sink.
///
/// Implement `on(_:)`; `onNext(_:)`, `onError(_:)` and `onCompleted()` come for free.
///
/// ```swift
/// subject.onNext(1)
/// subject.onCompleted()
/// ```
public protocol ObserverType<Element>: Sendable {
    /// The type of the values received.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends a value.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Ends the stream with a failure.
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// Ends the stream normally.
    public func onCompleted() {
        on(.completed)
    }

    /// Wraps this observer in a type-erased `AnyObserver`.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(on)
    }
}
