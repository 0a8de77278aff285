import Dispatch
import ReactiveCore

/// Keeps benchmark results observable so the optimiser cannot drop the work.
let diffBenchSink = BenchSink()

/// A running total behind a lock (`Synchronization.Atomic` would need macOS 15 / iOS 18).
final class BenchSink: Sendable {
    private let total = LockedState(0)

    func add(_ value: Int) {
        total.withLock { $0 &+= value }
    }
}

/// Times several contenders alternately on the same data (a, b, c, a, b, c, ...) and keeps
/// the median of each, so that drift in the machine's speed hits all of them alike.
struct DiffTiming {
    struct Contender {
        var name: String
        /// Runs once and returns something derived from the result.
        var body: () -> Int
        /// Stop timing this contender once its runs add up to this many seconds (at least one
        /// run; no warm-up when a budget is set, for references that take seconds per run).
        /// A budget of 0 skips the contender.
        var budgetSeconds: Double = .infinity
    }

    /// Median milliseconds per contender (nil if it never ran) and the runs of the first.
    static func medians(
        of contenders: [Contender], runs: Int, warmUp: Int = 3
    ) -> (milliseconds: [Double?], runs: [Int]) {
        for contender in contenders {
            for _ in 0..<(contender.budgetSeconds.isFinite ? 0 : warmUp) {
                diffBenchSink.add(contender.body())
            }
        }
        var samples = [[Double]](repeating: [], count: contenders.count)
        var spent = [Double](repeating: 0, count: contenders.count)
        for _ in 0..<runs {
            for (index, contender) in contenders.enumerated() {
                guard contender.budgetSeconds > 0,
                    samples[index].isEmpty || spent[index] < contender.budgetSeconds
                else { continue }
                let start = DispatchTime.now().uptimeNanoseconds
                let value = contender.body()
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                diffBenchSink.add(value)
                samples[index].append(elapsed)
                spent[index] += elapsed / 1000
            }
        }
        return (samples.map(median), samples.map(\.count))
    }

    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
