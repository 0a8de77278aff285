import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

@Suite struct SubjectTests {
    @Test func publishSubjectRelaysToCurrentObserversOnly() {
        let subject = PublishSubject<Int>()
        subject.onNext(0)
        let first = EventRecorder<Int>()
        let firstSubscription = first.subscribe(to: subject)
        subject.onNext(1)
        let second = EventRecorder<Int>()
        _ = second.subscribe(to: subject.asObservable())
        subject.onNext(2)
        firstSubscription.dispose()
        subject.onNext(3)
        subject.onCompleted()
        #expect(first.events == [.next(1), .next(2)])
        #expect(second.events == [.next(2), .next(3), .completed])
    }

    @Test func subscribingToATerminatedSubjectGetsTheTerminalEvent() {
        let publish = PublishSubject<Int>()
        publish.onError(TestError("over"))
        let late = EventRecorder<Int>()
        _ = late.subscribe(to: publish)
        #expect(late.events == [.error("over")])

        let behavior = BehaviorSubject(value: 1)
        behavior.onNext(2)
        behavior.onCompleted()
        let lateBehavior = EventRecorder<Int>()
        _ = lateBehavior.subscribe(to: behavior)
        #expect(lateBehavior.events == [.completed], "no replay of the value, as in RxSwift")
        #expect(behavior.value == 2, "value still reads the last one")

        let failed = BehaviorSubject(value: 1)
        failed.onError(TestError("down"))
        failed.onNext(3)
        let lateFailed = EventRecorder<Int>()
        _ = lateFailed.subscribe(to: failed.asObservable().map { $0 })
        #expect(lateFailed.events == [.error("down")])
        #expect(failed.value == 1, "a value sent after the error is dropped")
    }

    @Test func behaviorSubjectReplaysTheCurrentValueAndExposesIt() {
        let subject = BehaviorSubject(value: "a")
        #expect(subject.value == "a")
        let recorder = EventRecorder<String>()
        _ = recorder.subscribe(to: subject)
        subject.onNext("b")
        #expect(subject.value == "b")
        #expect(recorder.values == ["a", "b"])
    }

    @Test func reentrantOnNextIsQueuedNotRecursive() {
        let subject = PublishSubject<Int>()
        let depth = LockedState((current: 0, maximum: 0))
        let recorder = EventRecorder<Int>()
        _ = subject.subscribe(onNext: { value in
            depth.withLock {
                $0.current += 1
                $0.maximum = max($0.maximum, $0.current)
            }
            recorder.record(.next(value))
            if value < 5 { subject.onNext(value + 1) }
            depth.withLock { $0.current -= 1 }
        })
        let second = EventRecorder<Int>()
        _ = second.subscribe(to: subject)
        subject.onNext(1)
        #expect(recorder.values == [1, 2, 3, 4, 5])
        #expect(second.values == [1, 2, 3, 4, 5], "every observer sees each value once, in order")
        #expect(depth.withLock { $0.maximum } == 1)
    }
}
