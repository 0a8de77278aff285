import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

/// debounce, throttle and observe(on:) in virtual time.
@Suite struct TimeOperatorTests {
    /// Records each value with the virtual time it arrived at.
    private final class TimedRecorder: Sendable {
        private let entries = LockedState([String]())
        let scheduler: TestScheduler

        init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

        var log: [String] { entries.withLock { $0 } }

        func subscribe(to source: Observable<Int>) -> any Disposable {
            source.subscribe(
                onNext: { [self] value in entries.withLock { $0.append("\(value)@\(scheduler.now)") } },
                onError: { [self] _ in entries.withLock { $0.append("error@\(scheduler.now)") } },
                onCompleted: { [self] in entries.withLock { $0.append("completed@\(scheduler.now)") } }
            )
        }
    }

    /// Sends `events` (value, or nil for completion) at their virtual times.
    private func play(
        _ events: [(time: Double, value: Int?)], into subject: PublishSubject<Int>, on scheduler: TestScheduler
    ) {
        for event in events {
            scheduler.schedule(after: event.time) {
                if let value = event.value { subject.onNext(value) } else { subject.onCompleted() }
            }
        }
    }

    @Test func debounceEmitsAfterAQuietPeriodAndFlushesOnCompletion() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let recorder = TimedRecorder(scheduler)
        _ = recorder.subscribe(to: subject.debounce(0.5, scheduler: scheduler))
        play([(0, 1), (0.25, 2), (0.5, 3), (2, 4), (3, 5), (3.25, nil)], into: subject, on: scheduler)
        scheduler.advance(by: 0.75)
        #expect(recorder.log.isEmpty, "3 arrived at 0.5: still quiet-period")
        scheduler.advance(by: 0.25)
        #expect(recorder.log == ["3@1.0"])
        scheduler.run()
        #expect(recorder.log == ["3@1.0", "4@2.5", "5@3.25", "completed@3.25"])
    }

    @Test func debounceDropsThePendingValueOnError() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let recorder = TimedRecorder(scheduler)
        _ = recorder.subscribe(to: subject.debounce(1, scheduler: scheduler))
        subject.onNext(1)
        subject.onError(TestError())
        scheduler.run()
        #expect(recorder.log == ["error@0.0"])
    }

    @Test func throttleEmitsTheFirstValueAndTheLatestAtTheEndOfEachWindow() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let recorder = TimedRecorder(scheduler)
        _ = recorder.subscribe(to: subject.throttle(0.3, scheduler: scheduler))
        play([(0, 1), (0.1, 2), (0.2, 3), (0.5, 4), (1, 5), (1.1, 6), (1.2, nil)], into: subject, on: scheduler)
        scheduler.run()
        #expect(recorder.log == ["1@0.0", "3@0.3", "4@0.6", "5@1.0", "6@1.3", "completed@1.3"])
    }

    @Test func throttleWithoutLatestDropsValuesInsideTheWindow() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let recorder = TimedRecorder(scheduler)
        _ = recorder.subscribe(to: subject.throttle(0.3, latest: false, scheduler: scheduler))
        play([(0, 1), (0.1, 2), (0.2, 3), (0.5, 4), (0.7, 5)], into: subject, on: scheduler)
        scheduler.run()
        #expect(recorder.log == ["1@0.0", "4@0.5"])
    }

    @Test func observeOnDeliversInOrderWhenTheSchedulerRuns() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let recorder = TimedRecorder(scheduler)
        _ = recorder.subscribe(to: subject.observe(on: scheduler))
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.log.isEmpty, "nothing before the scheduler runs")
        scheduler.advance(by: 1)
        subject.onNext(3)
        subject.onCompleted()
        scheduler.run()
        #expect(recorder.log == ["1@0.0", "2@0.0", "3@1.0", "completed@1.0"])
    }

    @Test func observeOnDeliversNothingQueuedOnceDisposed() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let recorder = TimedRecorder(scheduler)
        let subscription = recorder.subscribe(to: subject.observe(on: scheduler))
        subject.onNext(1)
        subscription.dispose()
        scheduler.run()
        #expect(recorder.log.isEmpty)
    }

    @Test func subscribeOnSubscribesWhenTheSchedulerRuns() {
        let scheduler = TestScheduler()
        let subscribed = LockedState(false)
        let source = Observable<Int>.create { observer in
            subscribed.withLock { $0 = true }
            observer.onNext(7)
            return Disposables.create()
        }
        let recorder = TimedRecorder(scheduler)
        _ = recorder.subscribe(to: source.subscribe(on: scheduler))
        #expect(!subscribed.withLock { $0 })
        scheduler.advance(by: 2)
        #expect(recorder.log == ["7@0.0"])
    }
}
