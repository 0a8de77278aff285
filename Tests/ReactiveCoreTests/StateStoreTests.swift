import TestSupport
import Testing

@testable import ReactiveCore

@Suite struct StateStoreTests {
    @Test func subscribersGetTheCurrentViewStateThenEveryChange() {
        let store = StateStore(1) { count in Array(repeating: "row", count: count) }
        store.update { $0 += 1 }
        let received = LockedState([[String]]())
        let subscription = store.viewStates().subscribe(onNext: { rows in received.withLock { $0.append(rows) } })
        store.update { $0 = 0 }
        #expect(received.withLock { $0 } == [["row", "row"], []])
        #expect(store.state == 0)
        subscription.dispose()
    }

    @Test func anUpdateThatChangesNothingEmitsNothingAndReturnsItsResult() {
        let store = StateStore(5) { $0 }
        let received = LockedState([Int]())
        _ = store.viewStates().subscribe(onNext: { value in received.withLock { $0.append(value) } })
        let result = store.update { state -> String in
            state = 5
            return "unchanged"
        }
        #expect(result == "unchanged")
        #expect(received.withLock { $0 } == [5])
    }

    @Test func changesFromManyThreadsAreEmittedInTheOrderTheyWereMade() {
        let store = StateStore(0) { $0 }
        let received = LockedState([Int]())
        _ = store.viewStates().subscribe(onNext: { value in received.withLock { $0.append(value) } })
        runOnThreads(4) { _ in
            for _ in 0..<500 { store.update { $0 += 1 } }
        }
        #expect(received.withLock { $0 } == Array(0...2_000))
    }

    @Test func aSubscriberMayUpdateAgainWithoutDeadlockAndOrderHolds() {
        let store = StateStore(0) { $0 }
        let received = LockedState([Int]())
        _ = store.viewStates().subscribe(onNext: { value in
            received.withLock { $0.append(value) }
            if value == 1 { store.update { $0 = 10 } }
        })
        store.update { $0 = 1 }
        store.update { $0 += 1 }
        #expect(received.withLock { $0 } == [0, 1, 10, 11])
    }
}
