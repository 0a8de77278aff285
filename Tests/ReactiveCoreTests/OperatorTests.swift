import ReactiveTesting
import SeededRandom
import TestSupport
import Testing

@testable import ReactiveCore

/// Each operator against a reference written with plain Swift collections, on seeded random
/// inputs that also push garbage after the terminal event.
@Suite struct OperatorTests {
    /// One operator under test: how it transforms a stream, and what it should produce from
    /// the values of a finished input.
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let apply: @Sendable (Observable<Int>) -> Observable<Int>
        /// Expected values, and whether the operator completes early (take).
        let reference: @Sendable ([Int]) -> (values: [Int], completesEarly: Bool)
    }

    static let cases: [Case] = [
        Case(description: "map", apply: { $0.map { $0 * 3 } }, reference: { ($0.map { $0 * 3 }, false) }),
        Case(
            description: "compactMap", apply: { $0.compactMap { $0.isMultiple(of: 3) ? nil : -$0 } },
            reference: { ($0.compactMap { $0.isMultiple(of: 3) ? nil : -$0 }, false) }),
        Case(description: "filter", apply: { $0.filter { $0 > 2 } }, reference: { ($0.filter { $0 > 2 }, false) }),
        Case(
            description: "distinctUntilChanged", apply: { $0.distinctUntilChanged() },
            reference: { (removingAdjacentDuplicates($0, by: ==), false) }),
        Case(
            description: "distinctUntilChanged(by:)", apply: { $0.distinctUntilChanged(by: { $0 % 2 == $1 % 2 }) },
            reference: { (removingAdjacentDuplicates($0, by: { $0 % 2 == $1 % 2 }), false) }),
        // `filter` and `distinctUntilChanged` run their checks inside the sink of the `map`
        // (or `filter`) before them (see `ValueGates`): these chains pin the order of the
        // checks, and that a `distinctUntilChanged` after a filter remembers only the values
        // the filter let through.
        Case(
            description: "map → filter", apply: { $0.map { $0 * 3 }.filter { $0.isMultiple(of: 2) } },
            reference: { ($0.map { $0 * 3 }.filter { $0.isMultiple(of: 2) }, false) }),
        Case(
            description: "map → filter → distinctUntilChanged",
            apply: { $0.map { $0 % 3 }.filter { $0 != 1 }.distinctUntilChanged() },
            reference: { (removingAdjacentDuplicates($0.map { $0 % 3 }.filter { $0 != 1 }, by: ==), false) }),
        Case(
            description: "filter → distinctUntilChanged(by:)",
            apply: { $0.filter { $0 != 2 }.distinctUntilChanged(by: { $0 % 2 == $1 % 2 }) },
            reference: { (removingAdjacentDuplicates($0.filter { $0 != 2 }, by: { $0 % 2 == $1 % 2 }), false) }),
        Case(
            description: "distinctUntilChanged → filter",
            apply: { $0.distinctUntilChanged().filter { $0 != 3 } },
            reference: { (removingAdjacentDuplicates($0, by: ==).filter { $0 != 3 }, false) }),
        Case(
            description: "map → filter → filter → distinctUntilChanged → filter",
            apply: {
                $0.map { $0 + 1 }.filter { $0 != 3 }.filter { $0 != 5 }.distinctUntilChanged().filter { $0 != 1 }
            },
            reference: {
                (
                    removingAdjacentDuplicates($0.map { $0 + 1 }.filter { $0 != 3 && $0 != 5 }, by: ==)
                        .filter { $0 != 1 }, false
                )
            }),
        Case(
            description: "map → distinctUntilChanged → map → filter",
            apply: { $0.map { $0 / 2 }.distinctUntilChanged().map { $0 * 10 }.filter { $0 > 0 } },
            reference: {
                (removingAdjacentDuplicates($0.map { $0 / 2 }, by: ==).map { $0 * 10 }.filter { $0 > 0 }, false)
            }),
        Case(
            description: "scan", apply: { $0.scan(100) { $0 - $1 } },
            reference: { values in (values.reduce(into: [Int]()) { $0.append(($0.last ?? 100) - $1) }, false) }),
        Case(description: "startWith", apply: { $0.startWith(-1, -2) }, reference: { ([-1, -2] + $0, false) }),
        Case(description: "skip", apply: { $0.skip(3) }, reference: { (Array($0.dropFirst(3)), false) }),
        Case(description: "take", apply: { $0.take(4) }, reference: { (Array($0.prefix(4)), $0.count >= 4) }),
        Case(description: "share", apply: { $0.share(replay: 2) }, reference: { ($0, false) }),
        Case(
            description: "observe(on: immediate)", apply: { $0.observe(on: ImmediateScheduler.instance) },
            reference: { ($0, false) }),
        Case(
            description: "subscribe(on: immediate)", apply: { $0.subscribe(on: ImmediateScheduler.instance) },
            reference: { ($0, false) }),
        Case(
            description: "debounce(0)", apply: { $0.debounce(0, scheduler: ImmediateScheduler.instance) },
            reference: { ($0, false) }),
    ]

    @Test(arguments: cases)
    func followsTheReferenceAndTheGrammar(_ operation: Case) throws {
        for seed in UInt64(1)...150 {
            var random = SplitMix64(seed: seed)
            let values = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...5, using: &random) }
            let ending = Int.random(in: 0...2, using: &random)
            let subject = PublishSubject<Int>()
            let recorder = EventRecorder<Int>()
            let subscription = recorder.subscribe(to: operation.apply(subject.asObservable()))
            for value in values { subject.onNext(value) }
            switch ending {
            case 0: subject.onCompleted()
            case 1: subject.onError(TestError("e"))
            default: break
            }
            subject.onNext(99)  // after the terminal event: must vanish
            subject.onCompleted()

            // Without a terminal input, the 99 is an ordinary value and the final
            // `onCompleted()` ends the stream.
            let effectiveValues = ending == 2 ? values + [99] : values
            let (expectedValues, completesEarly) = operation.reference(effectiveValues)
            var expected = expectedValues.map(Recorded.next)
            expected.append(completesEarly || ending != 1 ? .completed : .error("e"))
            #expect(recorder.events == expected, "\(operation) seed \(seed): input \(values), ending \(ending)")
            #expect(recorder.eventsAfterTerminal == 0, "\(operation) seed \(seed)")
            #expect(recorder.disposedCount == 1, "\(operation) seed \(seed): disposes itself after the terminal event")
            subscription.dispose()
        }
    }

    @Test(arguments: cases)
    func disposingTheSubscriptionDisposesTheUpstream(_ operation: Case) {
        let upstreamDisposals = LockedState(0)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { upstreamDisposals.withLock { $0 += 1 } }
        }
        let recorder = EventRecorder<Int>()
        let subscription = recorder.subscribe(to: operation.apply(source))
        subscription.dispose()
        subscription.dispose()
        #expect(upstreamDisposals.withLock { $0 } == 1, "\(operation)")
        #expect(recorder.disposedCount == 1, "\(operation)")
    }

    @Test(arguments: cases)
    func disposingFromInsideOnNextStopsEverything(_ operation: Case) {
        let subject = PublishSubject<Int>()
        let holder = LockedState<(any Disposable)?>(nil)
        let receivedOnceArmed = LockedState(0)
        let subscription = operation.apply(subject.asObservable()).subscribe(onNext: { _ in
            // Values sent during subscribe (startWith) arrive before the holder is armed.
            guard let subscription = holder.withLock({ $0 }) else { return }
            receivedOnceArmed.withLock { $0 += 1 }
            subscription.dispose()
        })
        holder.withLock { $0 = subscription }
        for value in 10...20 { subject.onNext(value) }
        #expect(receivedOnceArmed.withLock { $0 } == 1, "\(operation)")
    }

    /// The stages of `map → filter → distinctUntilChanged(by:)` run once per value and
    /// subscriber, each only on what the stage before it let through, in order.
    @Test func chainedStagesRunInOrderOncePerValueAndSubscriber() {
        let calls = LockedState<[String]>([])
        let subject = PublishSubject<Int>()
        let chain = subject.map { value in
            calls.withLock { $0.append("map \(value)") }
            return value * 2
        }
        .filter { value in
            calls.withLock { $0.append("filter \(value)") }
            return value != 4
        }
        .distinctUntilChanged(by: { previous, value in
            calls.withLock { $0.append("distinct \(previous) \(value)") }
            return previous == value
        })
        let received = LockedState<[String]>([])
        let first = chain.subscribe(onNext: { value in received.withLock { $0.append("first \(value)") } })
        let second = chain.subscribe(onNext: { value in received.withLock { $0.append("second \(value)") } })
        for value in [1, 2, 1, 1] { subject.onNext(value) }
        first.dispose()
        second.dispose()

        // Each value reaches the first subscriber's chain, then the second's; 4 never
        // reaches the comparison, so the 2s that follow it are duplicates of the first 2.
        let perValue = [
            ["map 1", "filter 2"], ["map 2", "filter 4"], ["map 1", "filter 2", "distinct 2 2"],
            ["map 1", "filter 2", "distinct 2 2"],
        ]
        #expect(calls.withLock { $0 } == perValue.flatMap { $0 + $0 })
        #expect(received.withLock { $0 } == ["first 2", "second 2"])
    }

    @Test func takeZeroCompletesWithoutSubscribing() {
        let subscribed = LockedState(false)
        let source = Observable<Int>.create { _ in
            subscribed.withLock { $0 = true }
            return Disposables.create()
        }
        let recorder = EventRecorder<Int>()
        _ = recorder.subscribe(to: source.take(0))
        #expect(recorder.events == [.completed])
        #expect(!subscribed.withLock { $0 })
    }

    @Test func shareSubscribesOnceAndReconnectsAfterTermination() {
        let subscriptions = LockedState(0)
        let subject = PublishSubject<Int>()
        let shared = Observable<Int>.create { observer in
            subscriptions.withLock { $0 += 1 }
            return subject.subscribe(observer)
        }.share(replay: 1)
        let first = EventRecorder<Int>()
        let second = EventRecorder<Int>()
        let firstSubscription = first.subscribe(to: shared)
        subject.onNext(1)
        _ = second.subscribe(to: shared)
        subject.onNext(2)
        #expect(subscriptions.withLock { $0 } == 1)
        #expect(first.values == [1, 2])
        #expect(second.values == [1, 2], "the late subscriber gets the replayed 1")
        firstSubscription.dispose()
        subject.onCompleted()
        #expect(second.events.last == .completed)
        let third = EventRecorder<Int>()
        _ = third.subscribe(to: shared)
        #expect(subscriptions.withLock { $0 } == 2, "a terminated share starts over")
    }

    @Test func shareReplaysAtMostTheLastValuesAndStartsFreshAfterEveryoneLeft() {
        let connections = LockedState(0)
        let subject = PublishSubject<Int>()
        let shared = Observable<Int>.create { observer in
            connections.withLock { $0 += 1 }
            return subject.subscribe(observer)
        }.share(replay: 2)
        let first = EventRecorder<Int>()
        let firstSubscription = first.subscribe(to: shared)
        for value in 1...3 { subject.onNext(value) }
        let late = EventRecorder<Int>()
        let lateSubscription = late.subscribe(to: shared)
        #expect(late.values == [2, 3], "the last two values, oldest first")
        firstSubscription.dispose()
        lateSubscription.dispose()
        subject.onNext(4)
        let fresh = EventRecorder<Int>()
        _ = fresh.subscribe(to: shared)
        #expect(fresh.values.isEmpty, "a new connection replays nothing from the previous one")
        subject.onNext(5)
        #expect(fresh.values == [5])
        #expect(connections.withLock { $0 } == 2)
        #expect(first.values == [1, 2, 3] && late.values == [2, 3])
    }

    @Test func takeReleasesTheUpstreamOnceItHasEnough() {
        let releases = LockedState(0)
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            let upstream = subject.subscribe(observer)
            return Disposables.create {
                upstream.dispose()
                releases.withLock { $0 += 1 }
            }
        }
        let recorder = EventRecorder<Int>()
        let subscription = source.take(2).subscribe(recorder.observer)
        subject.onNext(1)
        #expect(releases.withLock { $0 } == 0)
        subject.onNext(2)
        #expect(releases.withLock { $0 } == 1, "released right after the second value")
        subject.onNext(3)
        #expect(recorder.events == [.next(1), .next(2), .completed])
        subscription.dispose()
        #expect(releases.withLock { $0 } == 1)
    }

    @Test func shareDisconnectsWhenTheLastSubscriberLeaves() {
        let disposals = LockedState(0)
        let shared = Observable<Int>.create { _ in
            Disposables.create { disposals.withLock { $0 += 1 } }
        }.share()
        let first = shared.subscribe(onNext: { _ in })
        let second = shared.subscribe(onNext: { _ in })
        first.dispose()
        #expect(disposals.withLock { $0 } == 0)
        second.dispose()
        #expect(disposals.withLock { $0 } == 1)
    }
}

private func removingAdjacentDuplicates(_ values: [Int], by isEquivalent: (Int, Int) -> Bool) -> [Int] {
    var result: [Int] = []
    for value in values where result.last.map({ !isEquivalent($0, value) }) ?? true {
        result.append(value)
    }
    return result
}
