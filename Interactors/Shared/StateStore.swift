import InteractorAdapter

/// A screen's state behind a lock, emitting the items rendered from each new state, in the
/// order the changes were made, through a `BehaviorSubject`.
///
/// Changes may come from any thread (a dispatched action on the main thread, a timer or a
/// backend reply on a background one). Subscribers are never called with the lock held, so
/// a subscriber may dispatch again; a change made while another thread (or the same one,
/// re-entrantly) is emitting is queued and emitted by that emitter, after the earlier ones.
final class StateStore<State: Equatable & Sendable, Item: Sendable>: Sendable {
    private struct Storage {
        var state: State
        var pending: [[Item]] = []
        var isEmitting = false
    }

    private let storage: LockedState<Storage>
    private let subject: BehaviorSubject<[Item]>
    private let render: @Sendable (State) -> [Item]

    init(_ initial: State, render: @escaping @Sendable (State) -> [Item]) {
        storage = LockedState(Storage(state: initial))
        subject = BehaviorSubject(value: render(initial))
        self.render = render
    }

    /// The current state.
    var state: State { storage.withLock { $0.state } }

    /// The items of the current state, then of every change.
    func viewStates() -> Observable<[Item]> { subject.asObservable() }

    /// Changes the state and emits its items, unless `body` left the state as it was.
    @discardableResult
    func update<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        let (result, mustEmit) = storage.withLock { storage -> (Result, Bool) in
            let before = storage.state
            let result = body(&storage.state)
            guard storage.state != before else { return (result, false) }
            storage.pending.append(render(storage.state))
            guard !storage.isEmitting else { return (result, false) }
            storage.isEmitting = true
            return (result, true)
        }
        if mustEmit { emitPending() }
        return result
    }

    private func emitPending() {
        while let items = storage.withLock({ storage -> [Item]? in
            guard !storage.pending.isEmpty else {
                storage.isEmitting = false
                return nil
            }
            return storage.pending.removeFirst()
        }) {
            subject.onNext(items)
        }
    }
}
