/// One signal an observable sends: a value, or one of the two terminal events.
///
/// The stream of events to one observer follows the grammar `next* (error | completed)?`.
///
/// ```swift
/// observer.on(.next(42))
/// observer.on(.completed)
/// ```
public enum Event<Element> {
    /// A value.
    case next(Element)
    /// The stream failed; nothing follows.
    case error(any Error)
    /// The stream ended normally; nothing follows.
    case completed

    /// Whether this event ends the stream.
    @inlinable var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// This terminal event for a stream of another element type (`.next` never reaches it:
    /// operators call it on the terminal path only).
    @inlinable func terminalCast<Other>() -> Event<Other> {
        switch self {
        case .next: preconditionFailure("terminalCast() on a value")
        case .error(let error): .error(error)
        case .completed: .completed
        }
    }
}

extension Event: Sendable where Element: Sendable {}
