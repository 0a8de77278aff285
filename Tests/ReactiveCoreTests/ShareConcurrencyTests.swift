import Dispatch
import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

/// `share(replay:)` while subscribers come and go on several threads and values keep
/// arriving: every subscriber sees each emitting thread's values in order, events never
/// overlap, and every connection to the source is released once everyone has left.
@Suite struct ShareConcurrencyTests {
    @Test(arguments: [0, 1, 3])
    func subscribersComingAndGoingNeverSeeDisorderAndLeaveNoConnectionBehind(replay: Int) {
        let subject = PublishSubject<Int>()
        let connections = LockedState((opened: 0, closed: 0))
        let shared = Observable<Int>.create { observer in
            connections.withLock { $0.opened += 1 }
            let upstream = subject.subscribe(observer)
            return Disposables.create {
                upstream.dispose()
                connections.withLock { $0.closed += 1 }
            }
        }.share(replay: replay)
        let problems = LockedState([String]())
        runOnThreads(4) { thread in
            if thread < 2 {
                for index in 0..<3_000 { subject.onNext(thread * 1_000_000 + index) }
                return
            }
            for round in 0..<300 {
                let last = LockedState([-1, -1])
                let inFlight = LockedState(0)
                let subscription = shared.subscribe(onNext: { value in
                    if inFlight.withLock({
                        $0 += 1
                        return $0
                    }) > 1 {
                        problems.withLock { $0.append("overlap in round \(round)") }
                    }
                    let source = value / 1_000_000
                    let index = value % 1_000_000
                    let previous = last.withLock { last in
                        defer { last[source] = index }
                        return last[source]
                    }
                    if index <= previous {
                        problems.withLock { $0.append("thread \(source): \(index) after \(previous)") }
                    }
                    inFlight.withLock { $0 -= 1 }
                })
                subscription.dispose()
            }
        }
        #expect(problems.withLock { $0 }.isEmpty, "\(problems.withLock { $0.prefix(5) })")
        let (opened, closed) = connections.withLock { ($0.opened, $0.closed) }
        #expect(opened > 0)
        #expect(opened == closed, "every connection released once the last subscriber left")
    }

    /// A late subscriber racing `onCompleted()` gets the value then completion, or completion
    /// alone, never a value after completion.
    @Test func subscribingWhileABehaviorSubjectCompletesNeverYieldsAValueAfterTheEnd() {
        for round in 0..<200 {
            let subject = BehaviorSubject(value: 0)
            let recorders = (0..<4).map { _ in EventRecorder<Int>() }
            runOnThreads(2) { thread in
                if thread == 0 {
                    subject.onNext(1)
                    subject.onCompleted()
                } else {
                    for recorder in recorders { _ = recorder.subscribe(to: subject) }
                }
            }
            for recorder in recorders {
                let events = recorder.events
                #expect(events.last == .completed, "round \(round): \(events)")
                #expect(recorder.eventsAfterTerminal == 0, "round \(round)")
                #expect(events.count <= 3, "round \(round): \(events)")
            }
        }
    }
}
