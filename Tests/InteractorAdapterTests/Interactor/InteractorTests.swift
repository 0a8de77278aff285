import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// A minimal interactor written the way shared screen logic is: actions in, states out.
private final class CounterInteractor: Interactor {
    enum Action { case add, reset }
    private let state = BehaviorSubject(value: [Int]())

    func dispatch(action: Action) {
        switch action {
        case .add: state.onNext(state.value + [state.value.count])
        case .reset: state.onNext([])
        }
    }

    func viewStates() -> Observable<[Int]> {
        state.asObservable()
    }
}

@Suite struct InteractorTests {
    @Test func viewStatesStartWithTheCurrentStateAndFollowActions() {
        let interactor = CounterInteractor()
        interactor.dispatch(action: .add)
        let states = LockedState([[Int]]())
        let subscription = interactor.viewStates().subscribe(onNext: { items in states.withLock { $0.append(items) } })
        interactor.dispatch(action: .add)
        interactor.dispatch(action: .reset)
        #expect(states.withLock { $0 } == [[0], [0, 1], []])
        subscription.dispose()
    }

    @Test func anInteractorCanBeUsedThroughItsPrimaryAssociatedTypes() {
        let interactor: any Interactor<CounterInteractor.Action, Int> = CounterInteractor()
        interactor.dispatch(action: .add)
        let count = LockedState(0)
        _ = interactor.viewStates().take(1).subscribe(onNext: { items in count.withLock { $0 = items.count } })
        #expect(count.withLock { $0 } == 1)
    }
}
