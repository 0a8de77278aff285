import Dispatch
import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

/// `subscribe(on:)` subscribes and disposes on its scheduler, as RxSwift's.
@Suite struct SubscribeOnTests {
    @Test func subscriptionAndDisposalBothWaitForTheScheduler() {
        let clock = TestScheduler()
        let worker = TestScheduler()
        let source = HotSource(clock, [.next(300, 1), .next(500, 2)])
        let recorder = EventRecorder<Int>()
        clock.advance(to: 200)
        let subscription = recorder.subscribe(to: source.observable.subscribe(on: worker))
        #expect(source.subscriptions == [], "not subscribed before the worker runs")
        clock.advance(to: 250)
        worker.run()
        #expect(source.subscriptions == [SubscriptionSpan(250)])
        clock.advance(to: 400)
        subscription.dispose()
        #expect(source.subscriptions == [SubscriptionSpan(250)], "the source is torn down on the worker")
        clock.advance(to: 500)
        #expect(recorder.values == [1], "nothing reaches the subscriber once dispose returned")
        clock.advance(to: 600)
        worker.run()
        #expect(source.subscriptions == [SubscriptionSpan(250, 600)])
    }

    @Test func disposingBeforeTheSchedulerRanNeverSubscribes() {
        let clock = TestScheduler()
        let worker = TestScheduler()
        let source = HotSource(clock, [.next(300, 1)])
        let recorder = EventRecorder<Int>()
        recorder.subscribe(to: source.observable.subscribe(on: worker)).dispose()
        worker.run()
        clock.run()
        #expect(source.subscriptions == [])
        #expect(recorder.events == [])
    }

    @Test func onARealQueueBothSidesRunOnThatQueue() {
        let queue = DispatchQueue(label: "subscribe-on")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let sides = LockedState([String: Int?]())
        let subscribed = DispatchSemaphore(value: 0)
        let tornDown = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { _ in
            sides.withLock { $0["subscribe"] = DispatchQueue.getSpecific(key: key) }
            subscribed.signal()
            return Disposables.create {
                sides.withLock { $0["dispose"] = DispatchQueue.getSpecific(key: key) }
                tornDown.signal()
            }
        }
        let subscription = source.subscribe(on: DispatchQueueScheduler(queue: queue)).subscribe()
        #expect(subscribed.wait(timeout: .now() + 10) == .success)
        subscription.dispose()
        #expect(tornDown.wait(timeout: .now() + 10) == .success)
        #expect(sides.withLock { $0 } == ["subscribe": 7, "dispose": 7])
    }
}
