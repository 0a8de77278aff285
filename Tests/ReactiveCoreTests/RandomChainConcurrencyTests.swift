import Dispatch
import ReactiveTesting
import SeededRandom
import TestSupport
import Testing

@testable import ReactiveCore

/// Seeded random operator chains fed from three threads while a fourth disposes at a random
/// moment: the grammar holds, events never overlap, no delivery starts after `dispose()` has
/// returned (the one already running may finish: `dispose()` never waits for it), and
/// `onDisposed` runs exactly once (whether disposal or the terminal event comes first).
@Suite struct RandomChainConcurrencyTests {
    @Test(arguments: 1...30)
    func randomChainsSurviveConcurrentEmissionAndDisposal(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let subject = PublishSubject<Int>()
        let queue = DispatchQueueScheduler(queue: DispatchQueue(label: "random-chain", attributes: .concurrent))
        var chain = subject.asObservable()
        var names: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let (name, next) = Self.randomOperator(on: chain, queue: queue, using: &random)
            names.append(name)
            chain = next
        }
        let probe = SubscriberProbe()
        let subscription = chain.subscribe(
            onNext: { _ in probe.event(isTerminal: false) },
            onError: { _ in probe.event(isTerminal: true) },
            onCompleted: { probe.event(isTerminal: true) },
            onDisposed: { probe.disposedCalls.withLock { $0 += 1 } }
        )
        let disposeAfter = Int.random(in: 0...2_500, using: &random)
        runOnThreads(4) { thread in
            if thread == 0 {
                var spins = 0
                while probe.delivered < disposeAfter && spins < 1_000_000 { spins += 1 }
                subscription.dispose()
                probe.markDisposed()
            } else {
                for value in 0..<1_000 { subject.onNext(value) }
                if thread == 1 { subject.onCompleted() }
            }
        }
        let context = "seed \(seed): \(names.joined(separator: " → ")), dispose after \(disposeAfter)"
        #expect(probe.startedAfterDispose <= 1, "\(context)")
        #expect(probe.afterTerminal.withLock { $0 } == 0, "\(context)")
        #expect(probe.overlaps.withLock { $0 } == 0, "\(context)")
        #expect(probe.disposedCalls.withLock { $0 } == 1, "\(context)")
    }

    private static func randomOperator(
        on chain: Observable<Int>, queue: DispatchQueueScheduler, using random: inout SplitMix64
    ) -> (String, Observable<Int>) {
        switch Int.random(in: 0...9, using: &random) {
        case 0: ("map", chain.map { $0 + 1 })
        case 1: ("filter", chain.filter { $0 % 3 != 0 })
        case 2: ("observe(on:)", chain.observe(on: queue))
        case 3: ("share(replay: 1)", chain.share(replay: 1))
        case 4: ("distinctUntilChanged", chain.distinctUntilChanged())
        case 5: ("scan", chain.scan(0) { $0 &+ $1 })
        case 6: ("take(700)", chain.take(700))
        case 7: ("subscribe(on:)", chain.subscribe(on: queue))
        case 8: ("throttle(0)", chain.throttle(0, scheduler: queue))
        default: ("debounce(0)", chain.debounce(0, scheduler: queue))
        }
    }
}

/// What one subscriber saw, checked from any thread.
private final class SubscriberProbe: Sendable {
    let afterTerminal = LockedState(0)
    let overlaps = LockedState(0)
    let disposedCalls = LockedState(0)
    private let state = LockedState(
        (started: 0, startedWhenDisposed: Int?.none, delivered: 0, inFlight: 0, isTerminated: false))

    var delivered: Int { state.withLock { $0.delivered } }

    /// Deliveries that began after `dispose()` returned; deliveries never overlap, so only
    /// the one running at that moment may be counted here.
    var startedAfterDispose: Int {
        state.withLock { $0.started - ($0.startedWhenDisposed ?? $0.started) }
    }

    /// Called right after `dispose()` returned.
    func markDisposed() {
        state.withLock { $0.startedWhenDisposed = $0.started }
    }

    func event(isTerminal: Bool) {
        let (overlapping, terminated) = state.withLock { state in
            state.started += 1
            state.inFlight += 1
            defer { if isTerminal { state.isTerminated = true } }
            return (state.inFlight > 1, state.isTerminated)
        }
        if overlapping { overlaps.withLock { $0 += 1 } }
        if terminated { afterTerminal.withLock { $0 += 1 } }
        state.withLock {
            $0.delivered += 1
            $0.inFlight -= 1
        }
    }
}
