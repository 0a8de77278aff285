import Foundation
import ReactiveTesting
import SeededRandom
import TestSupport
import Testing

@testable import ReactiveCore

/// `throttle(_:latest:scheduler:)` on the scenarios of RxSwift's own throttle tests: the
/// source is hot, the subscription starts at 200 and ends at 1000, the window is 200.
@Suite struct ThrottleTests {
    static let values: [TimedEvent] = [
        .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
    ]

    private func run(
        _ events: [TimedEvent], latest: Bool, disposed: TimeInterval = 1000
    ) -> (events: [TimedEvent], spans: [SubscriptionSpan]) {
        let scheduler = TestScheduler()
        let source = HotSource(scheduler, events)
        let received = scheduler.start(disposed: disposed) {
            source.observable.throttle(200, latest: latest, scheduler: scheduler)
        }
        return (received, source.subscriptions)
    }

    // MARK: latest

    @Test func latestCompletionWaitsForThePendingValuesWindow() {
        let result = run(Self.values + [.completed(500)], latest: true)
        #expect(result.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(result.spans == [SubscriptionSpan(200, 500)])
    }

    @Test func latestCompletionAfterTheWindowIsForwardedAtOnce() {
        let result = run(Self.values + [.completed(900)], latest: true)
        #expect(result.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        #expect(result.spans == [SubscriptionSpan(200, 900)])
    }

    @Test func latestWithoutEnd() {
        let result = run(Self.values, latest: true)
        #expect(result.events == [.next(210, 2), .next(410, 6), .next(610, 7)])
        #expect(result.spans == [SubscriptionSpan(200, 1000)])
    }

    @Test func latestNeverAndEmpty() {
        #expect(run([.next(150, 0)], latest: true).events == [])
        let empty = run([.next(150, 0), .completed(500)], latest: true)
        #expect(empty.events == [.completed(500)])
        #expect(empty.spans == [SubscriptionSpan(200, 500)])
    }

    @Test func latestErrorIsForwardedAtOnceAndDropsThePendingValue() {
        let events: [TimedEvent] = [
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410), .next(450, 7),
            .completed(500),
        ]
        let result = run(events, latest: true)
        #expect(result.events == [.next(210, 2), .error(410)])
        #expect(result.spans == [SubscriptionSpan(200, 410)])
    }

    // MARK: not latest

    @Test func notLatestDropsValuesInsideTheWindowAndPassesOneExactlyAtItsEnd() {
        let result = run(Self.values + [.completed(500)], latest: false)
        #expect(result.events == [.next(210, 2), .next(410, 6), .completed(500)])
        #expect(result.spans == [SubscriptionSpan(200, 500)])
    }

    @Test func notLatestWithoutEnd() {
        let result = run(Self.values, latest: false)
        #expect(result.events == [.next(210, 2), .next(410, 6)])
        #expect(result.spans == [SubscriptionSpan(200, 1000)])
    }

    @Test func notLatestError() {
        let events: [TimedEvent] = [.next(150, 1), .next(210, 2), .next(250, 3), .error(410), .completed(500)]
        let result = run(events, latest: false)
        #expect(result.events == [.next(210, 2), .error(410)])
        #expect(result.spans == [SubscriptionSpan(200, 410)])
    }

    // MARK: the end of a window

    /// The value at 410 ends the window opened at 210 by the clock alone, also when the
    /// window's own timer was scheduled before the value: with `latest` the waiting value
    /// (5) goes out when its window ends and the value at the same instant (6) waits for the
    /// next window; without `latest` there is no timer and 6 passes at once.
    @Test(arguments: [true, false])
    func aValueExactlyAtTheEndOfAWindowIsNeverLost(latest: Bool) {
        // The values are sent by hand, so the timer for 410 is scheduled before the value at 410.
        let late = TestScheduler()
        let lateSubject = PublishSubject<Int>()
        let recorder = LockedState([TimedEvent]())
        _ = lateSubject.throttle(200, latest: latest, scheduler: late).subscribe(onNext: { value in
            recorder.withLock { $0.append(.next(late.now, value)) }
        })
        late.advance(to: 210)
        lateSubject.onNext(2)
        late.advance(to: 350)
        lateSubject.onNext(5)  // schedules the window's timer for 410
        late.schedule(after: 60) { lateSubject.onNext(6) }  // at 410, after the timer
        late.advance(to: 1000)
        let expected: [TimedEvent] =
            latest ? [.next(210, 2), .next(410, 5), .next(610, 6)] : [.next(210, 2), .next(410, 6)]
        #expect(recorder.withLock { $0 } == expected)
    }

    @Test func atMostOneValuePerWindowUnderRandomInput() {
        for seed in UInt64(1)...100 {
            var random = SplitMix64(seed: seed)
            var time: TimeInterval = 200
            var events: [TimedEvent] = []
            for value in 0..<40 {
                time += TimeInterval(Int.random(in: 0...120, using: &random))
                events.append(.next(time, value))
            }
            events.append(.completed(time + TimeInterval(Int.random(in: 0...300, using: &random))))
            for latest in [true, false] {
                let received = run(events, latest: latest, disposed: 100_000).events
                let times = received.filter { if case .next = $0.event { true } else { false } }.map(\.time)
                #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= 200 }, "seed \(seed)")
                #expect(received.last?.event == .completed, "seed \(seed)")
                if latest, let lastValue = events.dropLast().last {
                    #expect(received.dropLast().last?.event == lastValue.event, "the last value is never lost")
                }
            }
        }
    }
}
