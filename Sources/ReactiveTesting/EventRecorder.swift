import BinarySearch
import Foundation
import ReactiveCore

/// An event as an `EventRecorder` keeps it, comparable with `==`.
public enum Recorded<Element: Equatable & Sendable>: Equatable, Sendable, CustomStringConvertible {
    /// A value.
    case next(Element)
    /// A failure, as the error's text (so that events compare with `==`).
    case error(String)
    /// The end of the sequence.
    case completed

    /// `next(3)`, `error(boom)`, `completed`.
    public var description: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let message): "error(\(message))"
        case .completed: "completed"
        }
    }
}

/// A thread-safe observer that records everything it receives, and counts the two breaches
/// of the observable contract a test wants to catch: two events delivered at once, and an
/// event after `completed` or `error`.
///
/// ```swift
/// let recorder = EventRecorder<Int>()
/// let subscription = recorder.subscribe(to: subject.map { $0 * 2 })
/// subject.onNext(1)
/// #expect(recorder.events == [.next(2)])
/// #expect(recorder.overlaps == 0 && recorder.eventsAfterTerminal == 0)
/// ```
public final class EventRecorder<Element: Equatable & Sendable>: Sendable {
    private struct State {
        var events: [Recorded<Element>] = []
        var inFlight = 0
        var overlaps = 0
        var afterTerminal = 0
        var disposedCount = 0
    }

    private let state = LockedState(State())

    /// Creates a recorder with nothing recorded.
    public init() {}

    /// Every event so far, oldest first.
    public var events: [Recorded<Element>] { state.withLock { $0.events } }
    /// The values among the events, oldest first.
    public var values: [Element] {
        events.compactMap { if case .next(let value) = $0 { value } else { nil } }
    }
    /// How many events arrived while another one was still being delivered.
    public var overlaps: Int { state.withLock { $0.overlaps } }
    /// How many events arrived after `completed` or `error`.
    public var eventsAfterTerminal: Int { state.withLock { $0.afterTerminal } }
    /// How many subscriptions made with `subscribe(to:)` were disposed.
    public var disposedCount: Int { state.withLock { $0.disposedCount } }

    /// An observer that records into this recorder.
    public var observer: AnyObserver<Element> {
        AnyObserver { [self] event in record(event) }
    }

    /// Subscribes to `source` and records what it sends and when the subscription ends.
    public func subscribe(to source: some ObservableType<Element>) -> any Disposable {
        source.subscribe(
            onNext: { [self] in record(.next($0)) },
            onError: { [self] in record(.error($0)) },
            onCompleted: { [self] in record(.completed) },
            onDisposed: { [self] in state.withLock { $0.disposedCount += 1 } }
        )
    }

    /// Records `event`, as the observer does.
    public func record(_ event: Event<Element>) {
        state.withLock { state in
            state.inFlight += 1
            if state.inFlight > 1 { state.overlaps += 1 }
            if let last = state.events.last, last == .completed || { if case .error = last { true } else { false } }() {
                state.afterTerminal += 1
            }
            switch event {
            case .next(let element): state.events.append(.next(element))
            case .error(let error): state.events.append(.error("\(error)"))
            case .completed: state.events.append(.completed)
            }
        }
        state.withLock { $0.inFlight -= 1 }
    }
}
