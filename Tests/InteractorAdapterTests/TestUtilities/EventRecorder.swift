import Foundation
@testable import InteractorAdapter

/// An event as recorded by a test observer, comparable with `==`.
enum Recorded<Element: Equatable & Sendable>: Equatable, Sendable, CustomStringConvertible {
    case next(Element)
    case error(String)
    case completed

    var description: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let message): "error(\(message))"
        case .completed: "completed"
        }
    }
}

/// The error tests send through streams.
struct TestError: Error, Equatable, CustomStringConvertible {
    let message: String
    init(_ message: String = "boom") { self.message = message }
    var description: String { message }
}

/// A thread-safe observer that records everything it receives, and checks that no two
/// events overlap and nothing follows a terminal event.
final class EventRecorder<Element: Equatable & Sendable>: Sendable {
    private struct State {
        var events: [Recorded<Element>] = []
        var inFlight = 0
        var overlaps = 0
        var afterTerminal = 0
        var disposedCount = 0
    }

    private let state = LockedState(State())

    var events: [Recorded<Element>] { state.withLock { $0.events } }
    var values: [Element] {
        events.compactMap { if case .next(let value) = $0 { value } else { nil } }
    }
    var overlaps: Int { state.withLock { $0.overlaps } }
    var eventsAfterTerminal: Int { state.withLock { $0.afterTerminal } }
    var disposedCount: Int { state.withLock { $0.disposedCount } }

    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in record(event) }
    }

    func subscribe(to source: some ObservableType<Element>) -> any Disposable {
        source.subscribe(
            onNext: { [self] in record(.next($0)) },
            onError: { [self] in record(.error($0)) },
            onCompleted: { [self] in record(.completed) },
            onDisposed: { [self] in state.withLock { $0.disposedCount += 1 } }
        )
    }

    func record(_ event: Event<Element>) {
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
