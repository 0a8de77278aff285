import Dispatch
import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

@Suite struct ConcurrencyTests {
    static let threads = 8
    static let emissionsPerThread = 10_000

    @Test func emissionsFromEightThreadsArriveOnceEachWithoutOverlap() {
        let subject = PublishSubject<Int>()
        let tracker = DeliveryTracker(expected: Self.threads * Self.emissionsPerThread)
        let subscription = subject.subscribe(onNext: { tracker.receive($0) })
        runOnThreads(Self.threads) { thread in
            for index in 0..<Self.emissionsPerThread {
                subject.onNext(thread * Self.emissionsPerThread + index)
            }
        }
        subscription.dispose()
        #expect(tracker.overlaps == 0)
        #expect(tracker.duplicates == 0)
        #expect(tracker.received == Self.threads * Self.emissionsPerThread, "every value exactly once")
    }

    @Test func operatorChainsStaySerialUnderConcurrentEmission() {
        let subject = PublishSubject<Int>()
        let tracker = DeliveryTracker(expected: Self.threads * Self.emissionsPerThread)
        let subscription =
            subject
            .map { $0 }
            .scan(-1) { _, value in value }
            .subscribe(onNext: { tracker.receive($0) })
        runOnThreads(Self.threads) { thread in
            for index in 0..<Self.emissionsPerThread / 4 {
                subject.onNext(thread * Self.emissionsPerThread + index)
            }
        }
        subscription.dispose()
        #expect(tracker.overlaps == 0)
        #expect(tracker.duplicates == 0)
        #expect(tracker.received == Self.threads * Self.emissionsPerThread / 4)
    }

    @Test func createSerialisesAnObserverCalledFromManyThreads() {
        let tracker = DeliveryTracker(expected: Self.threads * 1_000)
        let source = Observable<Int>.create { observer in
            runOnThreads(Self.threads) { thread in
                for index in 0..<1_000 { observer.onNext(thread * 1_000 + index) }
            }
            observer.onCompleted()
            return Disposables.create()
        }
        let recorder = EventRecorder<Int>()
        _ = source.subscribe(onNext: { tracker.receive($0) }, onCompleted: { recorder.record(.completed) })
        #expect(tracker.overlaps == 0)
        #expect(tracker.received == Self.threads * 1_000)
        #expect(recorder.events == [.completed])
    }

    @Test func behaviorSubjectValueIsSafeToReadWhileWriting() {
        let subject = BehaviorSubject(value: 0)
        runOnThreads(4) { thread in
            for index in 1...2_000 {
                if thread == 0 {
                    subject.onNext(index)
                } else {
                    #expect((0...2_000).contains(subject.value))
                }
            }
        }
        #expect(subject.value == 2_000)
    }

    @Test func subscribingWhileAnotherThreadEmitsNeverLosesOrder() {
        let subject = BehaviorSubject(value: 0)
        let trackers = (0..<8).map { _ in LockedState([Int]()) }
        runOnThreads(2) { thread in
            if thread == 0 {
                for value in 1...5_000 { subject.onNext(value) }
            } else {
                for tracker in trackers {
                    _ = subject.subscribe(onNext: { value in tracker.withLock { $0.append(value) } })
                }
            }
        }
        for tracker in trackers {
            let values = tracker.withLock { $0 }
            #expect(values.last == 5_000)
            #expect(values == Array(values.first!...5_000), "a contiguous, ordered run from the replayed value")
        }
    }
}

/// Counts deliveries, flags values received twice, and detects overlapping calls.
private final class DeliveryTracker: Sendable {
    private struct State {
        var seen: [Bool]
        var received = 0
        var duplicates = 0
        var inFlight = 0
        var overlaps = 0
    }

    private let state: LockedState<State>

    init(expected: Int) {
        state = LockedState(State(seen: Array(repeating: false, count: expected)))
    }

    var received: Int { state.withLock { $0.received } }
    var duplicates: Int { state.withLock { $0.duplicates } }
    var overlaps: Int { state.withLock { $0.overlaps } }

    func receive(_ value: Int) {
        state.withLock { state in
            state.inFlight += 1
            if state.inFlight > 1 { state.overlaps += 1 }
        }
        state.withLock { state in
            if state.seen[value] { state.duplicates += 1 }
            state.seen[value] = true
            state.received += 1
            state.inFlight -= 1
        }
    }
}
