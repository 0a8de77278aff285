import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

@Suite struct ObservableTests {
    @Test func fromEmitsInOrderThenCompletes() {
        let recorder = EventRecorder<Int>()
        _ = recorder.subscribe(to: Observable.from([1, 2, 3]))
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
        #expect(recorder.disposedCount == 1)
    }

    @Test func factoriesFollowTheGrammar() {
        let just = EventRecorder<Int>()
        _ = just.subscribe(to: Observable.just(7))
        #expect(just.events == [.next(7), .completed])

        let empty = EventRecorder<Int>()
        _ = empty.subscribe(to: Observable<Int>.empty())
        #expect(empty.events == [.completed])

        let failing = EventRecorder<Int>()
        _ = failing.subscribe(to: Observable<Int>.error(TestError("bad")))
        #expect(failing.events == [.error("bad")])

        let never = EventRecorder<Int>()
        let subscription = never.subscribe(to: Observable<Int>.never())
        #expect(never.events.isEmpty)
        subscription.dispose()
        #expect(never.disposedCount == 1)
    }

    @Test func createDropsEverythingAfterATerminalEvent() {
        let released = EventRecorder<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            return Disposables.create { released.record(.completed) }
        }
        let recorder = EventRecorder<Int>()
        _ = recorder.subscribe(to: source)
        #expect(recorder.events == [.next(1), .completed])
        #expect(released.events == [.completed], "create's disposable runs once the stream terminated")
    }

    /// `subscribe(_ observer:)` (no closures) releases the source once it terminated, whether
    /// the terminal event comes during subscribe or later, through operators.
    @Test func subscribingAnObserverReleasesTheSourceAfterTheTerminalEvent() {
        let releases = LockedState(0)
        let synchronous = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { releases.withLock { $0 += 1 } }
        }
        let recorder = EventRecorder<Int>()
        _ = synchronous.subscribe(recorder.observer)
        #expect(recorder.events == [.next(1), .completed])
        #expect(releases.withLock { $0 } == 1)

        let subject = PublishSubject<Int>()
        let later = Observable<Int>.create { observer in
            let upstream = subject.subscribe(observer)
            return Disposables.create {
                upstream.dispose()
                releases.withLock { $0 += 1 }
            }
        }
        let mapped = EventRecorder<Int>()
        let subscription = later.map { $0 * 2 }.subscribe(mapped.observer)
        subject.onNext(4)
        #expect(releases.withLock { $0 } == 1, "still running")
        subject.onError(TestError("gone"))
        #expect(mapped.events == [.next(8), .error("gone")])
        #expect(releases.withLock { $0 } == 2, "released by the error")
        subscription.dispose()
        #expect(releases.withLock { $0 } == 2, "disposing afterwards releases nothing twice")
    }

    @Test func disposeFromInsideOnNextStopsDelivery() {
        let holder = LockedState<(any Disposable)?>(nil)
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = subject.subscribe(onNext: { value in
            recorder.record(.next(value))
            if value == 2 { holder.withLock { $0 }?.dispose() }
        })
        holder.withLock { $0 = subscription }
        for value in 1...5 { subject.onNext(value) }
        #expect(recorder.values == [1, 2])
    }

    @Test func takeStopsAnInfiniteSynchronousSource() {
        let recorder = EventRecorder<Int>()
        _ = recorder.subscribe(to: Observable.from(1...).take(3))
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func subscribeOnNextAloneWorks() {
        let recorder = EventRecorder<String>()
        _ = Observable.just("a").subscribe(onNext: { recorder.record(.next($0)) })
        #expect(recorder.values == ["a"])
    }
}
