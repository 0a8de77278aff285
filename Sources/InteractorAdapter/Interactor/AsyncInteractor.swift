import ReactiveCore

/// An `Interactor` whose view states are an `AsyncSequence` instead of an `Observable`: the
/// shape a Kotlin interactor has in Swift when its `Flow` of view states is bridged by SKIE
/// (or any Swift interactor built on `AsyncStream`).
///
/// `ListAdapter.bind(to:)` accepts it as it accepts an `Interactor`; the adapter iterates the
/// view states in a task and cancels it when the binding ends. A type that already has these
/// two members conforms with an extension that names `Item`.
///
/// ```swift
/// final class CounterInteractor: AsyncInteractor {
///     typealias Item = Int   // named: Swift does not infer it from `ViewStates`
///     enum Action { case increment }
///     private let store = StateStore(0) { count in Array(0..<count) }
///
///     func dispatch(action: Action) {
///         store.update { $0 += 1 }
///     }
///
///     func viewStates() -> AsyncThrowingStream<[Int], any Error> {
///         store.viewStates().values
///     }
/// }
///
/// adapter.bind(to: CounterInteractor())
/// ```
///
/// - Note: The view states must be `Sendable`: the adapter iterates them from its own task.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
public protocol AsyncInteractor<Action, Item>: AnyObject {
    /// What the screen can ask for: taps, text input, refreshes.
    associatedtype Action

    /// One element of a view state: a row of a flat list, or a section of a sectioned one.
    associatedtype Item: Sendable

    /// The async sequence of view states.
    associatedtype ViewStates: AsyncSequence & Sendable where ViewStates.Element == [Item]

    /// Handles one user action.
    func dispatch(action: Action)

    /// The view states, each one the complete list of items to show.
    func viewStates() -> ViewStates
}
