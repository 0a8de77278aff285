import Dispatch
import Foundation
import InteractorAdapter

/// `bench observable`: the cost of one emission through
/// `subject → map → filter → distinctUntilChanged → subscribe`, with 1 and with 10
/// subscribers, next to a plain closure call (the floor), all timed alternately in the same
/// process. Reports the median of many rounds in nanoseconds per emission.
///
/// A second reference, not a target, is the chain's steps written by hand: the app's map,
/// filter and subscriber closures called one after the other with the distinct check inline,
/// no subject, no subscription, nothing thread-safe. It is what any library would have to
/// call, so it bounds from below what the chain can cost.
///
/// The chain is built as an app builds it: this module sees only the library's public API
/// (it imports InteractorAdapter, which re-exports ReactiveCore, and uses nothing `package`), so
/// only what the library marks `@inlinable` can be specialised here. The floor is what an
/// app's own callback costs: a closure stored in a `var`, called through a function the
/// optimiser may not inline.
///
/// `OBSERVABLE_BENCH_ROUNDS=3` runs fewer rounds and `OBSERVABLE_BENCH_ONLY=floor|hand|one|ten`
/// one scenario alone, for `valgrind --tool=callgrind`, whose instruction counts compare
/// versions of the hot path without timing noise.
///
/// Every emission travels the whole chain: consecutive inputs differ, so the filter passes
/// each one and `distinctUntilChanged` compares and forwards each one (the most expensive
/// path, not a shortcut). The run checks afterwards that every subscriber received every
/// value exactly as the chain computes it, so nothing was skipped or optimised away.
enum ObservableBenchmark {
    static let emissionsPerRound = 200_000
    private static let rounds = ProcessInfo.processInfo.environment["OBSERVABLE_BENCH_ROUNDS"].flatMap(Int.init) ?? 41

    static func run() {
        if let probe = InstructionProbe.probe {
            InstructionProbe.run(emissions(of: emitter(probe), count: 10_000))
            return
        }
        if InstructionProbe.skipsTimings {
            printInstructions()
            return
        }
        defer { if InstructionProbe.isRequested { printInstructions() } }
        if let only = ProcessInfo.processInfo.environment["OBSERVABLE_BENCH_ONLY"] {
            runAlone(only)
            return
        }
        let floor = ClosureFloor()
        let floorEmit = floor.makeEmit()
        let hand = HandWrittenChain()
        let handEmit = hand.makeEmit()
        let oneSubscriber = SubjectChain(subscribers: 1)
        let tenSubscribers = SubjectChain(subscribers: 10)
        var samples: [[Double]] = [[], [], [], []]
        for _ in 0..<rounds {
            samples[0].append(measure(floorEmit))
            samples[1].append(measure(oneSubscriber.emit))
            samples[2].append(measure(tenSubscribers.emit))
            samples[3].append(measure(handEmit))
        }
        let floorNanoseconds = median(samples[0])
        let oneNanoseconds = median(samples[1])
        let tenNanoseconds = median(samples[2])
        let handNanoseconds = median(samples[3])
        floor.verify(emissions: rounds * emissionsPerRound)
        hand.verify(emissions: rounds * emissionsPerRound)
        oneSubscriber.verify(emissions: rounds * emissionsPerRound)
        tenSubscribers.verify(emissions: rounds * emissionsPerRound)

        print("Observable: one emission, median of \(rounds) rounds × \(emissionsPerRound) emissions")
        print(
            "| scenario                                              | ns/emission | ratio            | target        |"
        )
        print(
            "|-------------------------------------------------------|------------:|------------------|---------------|"
        )
        row("plain closure call (floor)", floorNanoseconds, "1.0× floor", "")
        row(
            "the chain's steps by hand, no library (reference)", handNanoseconds,
            ratio(handNanoseconds, floorNanoseconds, "floor"), "")
        row(
            "subject→map→filter→distinct→subscribe, 1 subscriber", oneNanoseconds,
            ratio(oneNanoseconds, floorNanoseconds, "floor"), verdict(oneNanoseconds / floorNanoseconds, "≤", 2))
        row(
            "same chain, 10 subscribers", tenNanoseconds,
            ratio(tenNanoseconds, oneNanoseconds, "1 sub"), verdict(tenNanoseconds / oneNanoseconds, "≤", 5))
    }

    /// `BENCH_INSTRUCTIONS=1`: 10,000 emissions of each scenario counted by callgrind.
    private static func printInstructions() {
        guard let floor = InstructionProbe.count(group: "observable", probe: "floor"),
            let hand = InstructionProbe.count(group: "observable", probe: "hand"),
            let one = InstructionProbe.count(group: "observable", probe: "one"),
            let ten = InstructionProbe.count(group: "observable", probe: "ten")
        else { return }
        print("Observable instructions (callgrind, 10,000 emissions after 10,000 of warm-up)")
        print("| scenario                    | instructions/emission | ratio              | target        |")
        print("|-----------------------------|----------------------:|--------------------|---------------|")
        let oneRatio = Double(one) / Double(floor)
        let tenRatio = Double(ten) / Double(one)
        for (name, count, ratio, target) in [
            ("plain closure call (floor)", floor, "1.0x floor", ""),
            ("steps by hand, no library", hand, String(format: "%.2fx floor", Double(hand) / Double(floor)), ""),
            ("chain, 1 subscriber", one, String(format: "%.2fx floor", oneRatio), verdict(oneRatio, "<=", 2)),
            ("same chain, 10 subscribers", ten, String(format: "%.2fx 1 sub", tenRatio), verdict(tenRatio, "<=", 5)),
        ] {
            let perEmission = String(format: "%.1f", Double(count) / 10_000).leftPadded(to: 21)
            print(
                "| \(name.padding(toLength: 27, withPad: " ", startingAt: 0)) | \(perEmission) | "
                    + "\(ratio.padding(toLength: 18, withPad: " ", startingAt: 0)) | "
                    + "\(target.padding(toLength: 13, withPad: " ", startingAt: 0)) |")
        }
    }

    /// `count` emissions of `emit`, as one contender for ``InstructionProbe``.
    private static func emissions(of emit: @escaping (Int) -> Void, count: Int) -> () -> Int {
        {
            for value in 0..<count { emit(value) }
            return count
        }
    }

    /// The emission of one scenario: `floor`, `hand`, `one` or `ten` (subscribers).
    private static func emitter(_ scenario: String) -> (Int) -> Void {
        switch scenario {
        case "floor": return ClosureFloor().makeEmit()
        case "hand": return HandWrittenChain().makeEmit()
        case "one": return SubjectChain(subscribers: 1).emit
        case "ten": return SubjectChain(subscribers: 10).emit
        default: preconditionFailure("OBSERVABLE_BENCH_ONLY is floor, hand, one or ten, not \(scenario)")
        }
    }

    /// One scenario, for instruction counts: `floor`, `hand`, `one` or `ten` (subscribers).
    private static func runAlone(_ scenario: String) {
        let emit = emitter(scenario)
        let samples = (0..<rounds).map { _ in measure(emit) }
        print("\(scenario): \((median(samples) * 10).rounded() / 10) ns/emission")
    }

    private static func measure(_ emit: (Int) -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for value in 0..<emissionsPerRound {
            emit(value)
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        return Double(elapsed) / Double(emissionsPerRound)
    }

    /// Issue 29's target for `ratio` (at most `limit`, written with `symbol`) and whether it is met.
    private static func verdict(_ ratio: Double, _ symbol: String, _ limit: Double) -> String {
        "\(symbol) \(Int(limit))x " + (ratio <= limit ? "ok" : "MISSED")
    }

    private static func median(_ samples: [Double]) -> Double {
        samples.sorted()[samples.count / 2]
    }

    private static func ratio(_ value: Double, _ reference: Double, _ name: String) -> String {
        "\((value / reference * 10).rounded() / 10)× \(name)"
    }

    private static func row(_ name: String, _ nanoseconds: Double, _ ratio: String, _ target: String) {
        let padded = name.padding(toLength: 53, withPad: " ", startingAt: 0)
        let time = String((nanoseconds * 10).rounded() / 10).leftPadded(to: 11)
        print(
            "| \(padded) | \(time) | \(ratio.padding(toLength: 16, withPad: " ", startingAt: 0)) | \(target.padding(toLength: 13, withPad: " ", startingAt: 0)) |"
        )
    }
}

/// The floor: what the subscriber's work costs when the app calls it itself — a closure the
/// app keeps in a `var`, called through a function the optimiser may not inline. The closure
/// comes from a non-inlined factory, so the call stays a real indirect call.
private final class ClosureFloor {
    private let blackhole = Blackhole()

    /// One emission: the app's own callback, called through a non-inlined function.
    func makeEmit() -> (Int) -> Void {
        var callback: (Int) -> Void = { _ in }
        callback = makeCallback(blackhole)
        return { value in callThrough(callback, value) }
    }

    /// Stops the run unless every call reached the sink.
    func verify(emissions: Int) {
        blackhole.verify(count: emissions, checksum: expectedChecksum(emissions: emissions, transform: { $0 }))
    }
}

@inline(never)
private func makeCallback(_ blackhole: Blackhole) -> (Int) -> Void {
    { value in blackhole.consume(value) }
}

@inline(never)
private func callThrough(_ callback: (Int) -> Void, _ value: Int) {
    callback(value)
}

/// The chain's steps without the library: the same map, filter and subscriber closures as
/// ``SubjectChain``'s, each made by a non-inlined factory and kept in the app's own storage,
/// called one after the other through a non-inlined function, with the distinct check
/// written inline. Unlike the library's closures these have concrete types (no value passed
/// by address) and nothing is thread-safe: it is a lower bound, not a contender.
private final class HandWrittenChain {
    private let blackhole = Blackhole()
    private let previous = UnsafeMutablePointer<Int?>.allocate(capacity: 1)

    init() {
        previous.initialize(to: nil)
    }

    deinit {
        previous.deallocate()
    }

    /// One emission: the steps called through a non-inlined function.
    func makeEmit() -> (Int) -> Void {
        let steps = makeHandSteps(blackhole)
        let previous = self.previous
        return { value in callSteps(steps, previous, value) }
    }

    /// Stops the run unless every value reached the sink, transformed by the map.
    func verify(emissions: Int) {
        blackhole.verify(count: emissions, checksum: expectedChecksum(emissions: emissions, transform: { $0 &* 2 }))
    }
}

private struct HandSteps {
    let transform: (Int) -> Int
    let isIncluded: (Int) -> Bool
    let onNext: (Int) -> Void
}

@inline(never)
private func makeHandSteps(_ blackhole: Blackhole) -> HandSteps {
    HandSteps(transform: { $0 &* 2 }, isIncluded: { $0 >= 0 }, onNext: { value in blackhole.consume(value) })
}

@inline(never)
private func callSteps(_ steps: HandSteps, _ previous: UnsafeMutablePointer<Int?>, _ value: Int) {
    let element = steps.transform(value)
    guard steps.isIncluded(element), previous.pointee != element else { return }
    previous.pointee = element
    steps.onNext(element)
}

/// A subject feeding `map → filter → distinctUntilChanged` into `subscribers` subscribers.
private final class SubjectChain {
    private let subject = PublishSubject<Int>()
    private let subscriptions: [any Disposable]
    private let blackhole = Blackhole()
    private let subscribers: Int

    init(subscribers: Int) {
        self.subscribers = subscribers
        let blackhole = self.blackhole
        let chain =
            subject
            .map { $0 &* 2 }
            .filter { $0 >= 0 }
            .distinctUntilChanged()
        subscriptions = (0..<subscribers).map { _ in
            chain.subscribe(onNext: { value in blackhole.consume(value) })
        }
    }

    deinit {
        for subscription in subscriptions { subscription.dispose() }
    }

    /// Stops the run unless every subscriber received every value, transformed by the map.
    /// The inputs are 0, 1, 2, ... in every round, so consecutive map outputs differ (also
    /// across rounds: the last of a round is positive, the next round starts at 0).
    func verify(emissions: Int) {
        blackhole.verify(
            count: emissions * subscribers,
            checksum: expectedChecksum(emissions: emissions, transform: { $0 &* 2 }) &* subscribers
        )
    }

    @inline(never)
    func emit(_ value: Int) {
        subject.onNext(value)
    }
}

/// Keeps the optimiser from deleting the measured work. Counts through a pointer rather
/// than a global `var`, whose lazy initialisation and dynamic exclusivity check would
/// inflate the floor.
private final class Blackhole: @unchecked Sendable {
    // Safety: touched only from the benchmark's single thread.
    private let storage: UnsafeMutablePointer<(count: Int, checksum: Int)>

    init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: (0, 0))
    }

    @inline(never)
    func consume(_ value: Int) {
        storage.pointee.count &+= 1
        storage.pointee.checksum &+= value
    }

    func verify(count: Int, checksum: Int) {
        precondition(
            storage.pointee == (count, checksum),
            "bench observable: expected \(count) values summing to \(checksum), got \(storage.pointee)"
        )
    }
}

/// The sum of `transform` over the inputs every round sends (0..<emissionsPerRound per round).
private func expectedChecksum(emissions: Int, transform: (Int) -> Int) -> Int {
    let perRound = ObservableBenchmark.emissionsPerRound
    let roundSum = (0..<perRound).reduce(0) { $0 &+ transform($1) }
    return roundSum &* (emissions / perRound)
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
