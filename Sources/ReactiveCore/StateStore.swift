/// A screen's state behind a lock, and the stream of view states derived from it: what a
/// Swift 6 interactor keeps instead of `@unchecked Sendable` and a hand-written lock.
///
/// - `update(_:)` changes the state from any thread — a dispatched action on the main
///   thread, a debounce timer or a backend reply on a background one — and emits the view
///   state `render` derives from the new state, unless the state is `==` to what it was.
/// - Emissions follow the order of the changes, also when several threads update at once.
///   Subscribers are never called with the lock held, so a subscriber may update again; a
///   change made while another emission is running (on another thread, or re-entrantly) is
///   emitted by that emitter after the earlier ones.
/// - `viewStates()` hands each subscriber the current view state at once, then every change
///   (a `BehaviorSubject` behind it).
///
/// Every stored property of an interactor built on it is a `let` of a `Sendable` type, so the
/// interactor is `Sendable` as the compiler checks it:
///
/// ```swift
/// final class CounterInteractor: Interactor, Sendable {
///     enum Action { case increment }
///     private let store = StateStore(0) { count in (0..<count).map { "Row \($0)" } }
///
///     func dispatch(action: Action) {
///         store.update { $0 += 1 }
///     }
///
///     func viewStates() -> Observable<[String]> {
///         store.viewStates()
///     }
/// }
/// ```
///
/// - Note: `render` and the body of `update(_:)` run with the lock held: keep them free of
///   side effects, and never touch the store from inside them (the lock is not recursive).
///   Equality decides what emits: a field the screen does not show can be left out of the
///   state's `==` so that changing it emits nothing.
public final class StateStore<State: Equatable & Sendable, ViewState: Sendable>: Sendable {
    // MARK: Lifecycle

    /// Creates a store holding `initial`.
    /// - Parameters:
    ///   - initial: the state at first; its view state is what subscribers get first.
    ///   - render: derives the view state from a state (called with the lock held, once per
    ///     change).
    public init(_ initial: State, render: @escaping @Sendable (State) -> ViewState) {
        storage = LockedState(Storage(state: initial))
        subject = BehaviorSubject(value: render(initial))
        self.render = render
    }

    // MARK: Public

    /// The current state.
    public var state: State {
        storage.withLock { $0.state }
    }

    /// The current view state at once, then the view state of every change, in order.
    public func viewStates() -> Observable<ViewState> {
        subject.asObservable()
    }

    /// Changes the state with `body` and emits the new view state, unless `body` left the
    /// state `==` to what it was.
    ///
    /// ```swift
    /// let generation = store.update { state in state.startSearch(query) }
    /// ```
    /// - Returns: what `body` returns.
    @discardableResult
    public func update<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        let (result, mustEmit) = try storage.withLock { storage -> (Result, Bool) in
            let before = storage.state
            let result = try body(&storage.state)
            guard storage.state != before else { return (result, false) }
            storage.pending.append(render(storage.state))
            guard !storage.isEmitting else { return (result, false) }
            storage.isEmitting = true
            return (result, true)
        }
        if mustEmit { emitPending() }
        return result
    }

    // MARK: Private

    private struct Storage {
        var state: State
        /// View states rendered but not emitted yet, oldest first.
        var pending: [ViewState] = []
        var isEmitting = false
    }

    private let storage: LockedState<Storage>
    private let subject: BehaviorSubject<ViewState>
    private let render: @Sendable (State) -> ViewState

    private func emitPending() {
        while let viewState = storage.withLock({ storage -> ViewState? in
            guard !storage.pending.isEmpty else {
                storage.isEmitting = false
                return nil
            }
            return storage.pending.removeFirst()
        }) {
            subject.onNext(viewState)
        }
    }
}
