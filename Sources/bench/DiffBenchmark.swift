import Foundation
import StagedDiff

/// `bench diff`: the differ against the floor (hashing every identifier once into a
/// `Set<UUID>`) and against the standard library's `difference(from:).inferringMoves()`,
/// timed alternately in this process on the same data; then the peak memory of one cold
/// 100,000-element diff, measured first, before the timings grow the heap.
///
/// The standard library takes seconds per run on the large scenarios, so its runs stop after
/// 10 s each (the table shows how many ran); `DIFF_BENCH_SKIP_STDLIB=1` leaves it out
/// entirely, for quick iterations on the differ.
enum DiffBenchmark {
    static let skipsStandardLibrary = ProcessInfo.processInfo.environment["DIFF_BENCH_SKIP_STDLIB"] == "1"

    static func run() {
        let memory = coldMemory()
        print("Diff (release; medians; ours, floor and stdlib timed alternately on the same data)")
        print(
            pad("scenario", 24) + pad("runs us/std", 12, right: true) + pad("ours ms", 10, right: true)
                + pad("floor ms", 10, right: true) + pad("stdlib ms", 11, right: true)
                + pad("ours/floor", 12, right: true) + pad("target", 8, right: true)
                + pad("stdlib/ours", 13, right: true))
        let small = DiffScenarios.flat(count: 5_000, deleted: 2_000..<3_000, shuffled: 200, seed: 1)
        row("flat 5,000", target: 1.25, runs: 301, flat(small.source, small.target))
        let large = DiffScenarios.flat(count: 100_000, deleted: 20_000..<30_000, shuffled: 2_000, seed: 2)
        row("flat 100,000", target: 0.9, runs: 41, flat(large.source, large.target))
        let sections = DiffScenarios.sectioned(seed: 3)
        row("sectioned 100 x 1,000", target: 0.9, runs: 41, sectioned(sections.source, sections.target))
        print(memory)
        print(
            "floor: Set<UUID>(minimumCapacity: source + target identifiers), filled source then target;"
                + " stdlib on sections diffs the flattened items")
    }

    /// Peak extra resident memory of one cold 100,000-element diff.
    private static func coldMemory() -> String {
        let data = DiffScenarios.flat(count: 100_000, deleted: 20_000..<30_000, shuffled: 2_000, seed: 2)
        guard let growth = DiffMemoryProbe.peakGrowth(of: { StagedChangeset(source: data.source, target: data.target) })
        else {
            return "peak extra memory: /proc/self/status unavailable"
        }
        diffBenchSink.add(growth.result.count)
        let mebibytes = Double(growth.kibibytes) / 1024
        let verdict = mebibytes <= 10 ? "ok" : "MISSED"
        let note = growth.isExact ? "" : " (VmHWM could not be reset: may be under-reported)"
        return "peak extra memory, one cold 100,000-element diff (VmHWM growth): "
            + String(format: "%.1f MiB", mebibytes) + " (target <= 10 MiB: \(verdict))" + note
    }

    private static func flat(_ source: [UUID], _ target: [UUID]) -> [DiffTiming.Contender] {
        [
            DiffTiming.Contender(name: "ours") { StagedChangeset(source: source, target: target).changeCount },
            DiffTiming.Contender(name: "floor") { floor(source, target) },
            DiffTiming.Contender(
                name: "stdlib",
                body: {
                    target.difference(from: source).inferringMoves().count
                }, budgetSeconds: skipsStandardLibrary ? 0 : 10),
        ]
    }

    private static func sectioned(
        _ source: [DiffBenchSection], _ target: [DiffBenchSection]
    ) -> [DiffTiming.Contender] {
        let sourceItems = source.flatMap(\.elements)
        let targetItems = target.flatMap(\.elements)
        return [
            DiffTiming.Contender(name: "ours") { StagedChangeset(source: source, target: target).changeCount },
            DiffTiming.Contender(name: "floor") { floor(source, target) },
            DiffTiming.Contender(
                name: "stdlib",
                body: {
                    targetItems.difference(from: sourceItems).inferringMoves().count
                }, budgetSeconds: skipsStandardLibrary ? 0 : 10),
        ]
    }

    /// The cost of merely hashing every identifier once into a standard table.
    private static func floor(_ source: [UUID], _ target: [UUID]) -> Int {
        var set = Set<UUID>(minimumCapacity: source.count + target.count)
        for identifier in source { set.insert(identifier) }
        for identifier in target { set.insert(identifier) }
        return set.count
    }

    /// The same floor for sections: every section's and every element's identifier, read
    /// straight from the sections (no identifier arrays are built inside the timing).
    private static func floor(_ source: [DiffBenchSection], _ target: [DiffBenchSection]) -> Int {
        func count(_ sections: [DiffBenchSection]) -> Int { sections.reduce(sections.count) { $0 + $1.elements.count } }
        var set = Set<UUID>(minimumCapacity: count(source) + count(target))
        for section in source {
            set.insert(section.model.id)
            for element in section.elements { set.insert(element.id) }
        }
        for section in target {
            set.insert(section.model.id)
            for element in section.elements { set.insert(element.id) }
        }
        return set.count
    }

    private static func row(_ name: String, target: Double, runs: Int, _ contenders: [DiffTiming.Contender]) {
        let (medians, counts) = DiffTiming.medians(of: contenders, runs: runs)
        let ours = medians[0] ?? .nan
        let floor = medians[1] ?? .nan
        let stdlib = medians[2] ?? .nan
        let ratio = ours / floor
        let verdict = ratio <= target ? "ok" : "MISSED"
        print(
            pad(name, 24) + pad("\(counts[0])/\(counts[2])", 12, right: true)
                + pad(String(format: "%.3f", ours), 10, right: true)
                + pad(String(format: "%.3f", floor), 10, right: true)
                + pad(String(format: "%.1f", stdlib), 11, right: true)
                + pad(String(format: "%.2fx", ratio), 12, right: true)
                + pad(String(format: "<=%.2f", target), 8, right: true)
                + pad(String(format: "%.0fx", stdlib / ours), 13, right: true)
                + "  " + verdict)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
