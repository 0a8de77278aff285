import Foundation
import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

/// `share(replay:)` in virtual time, as RxSwift's `.whileConnected` scope: one connection
/// while anyone listens, the replay to late subscribers, a fresh connection (and an empty
/// replay) after everyone left.
@Suite struct ShareReplayTimingTests {
    /// Subscribes at `from`, disposes at `to` (if any), recording events with their times.
    private func listen(
        to shared: Observable<Int>, on scheduler: TestScheduler, from: TimeInterval, to: TimeInterval?
    ) -> LockedState<[TimedEvent]> {
        let received = LockedState([TimedEvent]())
        let subscription = LockedState<(any Disposable)?>(nil)
        scheduler.schedule(after: from) {
            let disposable = shared.subscribe(
                onNext: { value in received.withLock { $0.append(.next(scheduler.now, value)) } },
                onCompleted: { received.withLock { $0.append(.completed(scheduler.now)) } })
            subscription.withLock { $0 = disposable }
        }
        if let to {
            scheduler.schedule(after: to) { subscription.withLock { $0 }?.dispose() }
        }
        return received
    }

    @Test func lateSubscribersGetTheReplayAndAFreshConnectionStartsEmpty() {
        let scheduler = TestScheduler()
        let source = HotSource(
            scheduler, [.next(210, 1), .next(220, 2), .next(250, 3), .next(320, 4), .next(440, 5), .completed(500)])
        let shared = source.observable.share(replay: 1)
        let first = listen(to: shared, on: scheduler, from: 200, to: 300)
        let second = listen(to: shared, on: scheduler, from: 230, to: 400)
        let third = listen(to: shared, on: scheduler, from: 420, to: nil)
        let fourth = listen(to: shared, on: scheduler, from: 600, to: nil)
        scheduler.run()
        #expect(first.withLock { $0 } == [.next(210, 1), .next(220, 2), .next(250, 3)])
        #expect(second.withLock { $0 } == [.next(230, 2), .next(250, 3), .next(320, 4)])
        #expect(third.withLock { $0 } == [.next(440, 5), .completed(500)])
        #expect(fourth.withLock { $0 } == [.completed(600)], "reconnects to the source, which has ended")
        #expect(
            source.subscriptions == [
                SubscriptionSpan(200, 400), SubscriptionSpan(420, 500), SubscriptionSpan(600, 600),
            ])
    }
}
