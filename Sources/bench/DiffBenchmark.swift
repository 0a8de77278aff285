import Foundation
import StagedDiff

/// `bench diff`: the differ against the floor (hashing every identifier once into a
/// `Set<UUID>`) and against the standard library's `difference(from:).inferringMoves()`,
/// timed alternately in this process on the same data; then the peak memory of one cold
/// 100,000-element diff, measured first, before the timings grow the heap.
///
/// The standard library takes seconds per run on the large scenarios, so its runs stop after
/// 10 s each (the table shows how many ran); `DIFF_BENCH_SKIP_STDLIB=1` leaves it out
/// entirely, for quick iterations on the differ. `DIFF_BENCH_ONLY=flat5k,permuted10k` runs only
/// the scenarios with those keys; `BENCH_INSTRUCTIONS=1` adds each scenario's instruction counts,
/// ours and the floor's, from callgrind (see ``InstructionProbe``); `BENCH_INSTRUCTIONS=only` prints
/// only those, and `BENCH_INSTRUCTIONS=split` also where they go (hashing, matching, LIS, copies,
/// stages).
enum DiffBenchmark {
    static let skipsStandardLibrary = ProcessInfo.processInfo.environment["DIFF_BENCH_SKIP_STDLIB"] == "1"
    /// Issue 29's target for every scenario: at most this many times the floor's instructions.
    static let instructionTarget = 1.1

    /// One row of the table; `contenders` builds the data when the row runs.
    struct Scenario {
        var key: String
        var name: String
        /// Target of the ratio to the floor on the clock, where an issue set one (issue 29 sets
        /// its targets in instructions).
        var target: Double?
        var runs: Int
        var contenders: () -> [DiffTiming.Contender]
    }

    static var scenarios: [Scenario] {
        [
            Scenario(key: "flat5k", name: "flat 5,000", target: 1.25, runs: 301) {
                let data = DiffScenarios.flat(count: 5_000, deleted: 2_000..<3_000, shuffled: 200, seed: 1)
                return flat(data.source, data.target)
            },
            Scenario(key: "flat100k", name: "flat 100,000", target: 0.9, runs: 41) {
                let data = DiffScenarios.flat(count: 100_000, deleted: 20_000..<30_000, shuffled: 2_000, seed: 2)
                return flat(data.source, data.target)
            },
            Scenario(key: "scattered100k", name: "100,000, 1% scattered", target: nil, runs: 41) {
                let data = DiffScenarios.scattered(count: 100_000, changes: 1_000, seed: 4)
                return flat(data.source, data.target)
            },
            Scenario(key: "moves100k", name: "100,000, 1% moved", target: nil, runs: 41) {
                let data = DiffScenarios.scattered(count: 100_000, changes: 1_000, movesOnly: true, seed: 5)
                return flat(data.source, data.target)
            },
            Scenario(key: "scattered1m", name: "1,000,000, 1% scattered", target: nil, runs: 11) {
                let data = DiffScenarios.scattered(count: 1_000_000, changes: 10_000, seed: 6)
                return flat(data.source, data.target, stdlibBudget: 0)
            },
            Scenario(key: "reversed10k", name: "reversed 10,000", target: nil, runs: 101) {
                let data = DiffScenarios.reversed(count: 10_000, seed: 7)
                return flat(data.source, data.target)
            },
            Scenario(key: "permuted10k", name: "random permutation 10,000", target: nil, runs: 101) {
                let data = DiffScenarios.permuted(count: 10_000, seed: 8)
                return flat(data.source, data.target)
            },
            Scenario(key: "sectioned", name: "sectioned 100 x 1,000", target: 0.9, runs: 41) {
                let data = DiffScenarios.sectioned(seed: 3)
                return sectioned(data.source, data.target)
            },
        ]
    }

    static func run() {
        if let probe = InstructionProbe.probe {
            runProbe(probe)
            return
        }
        let only = ProcessInfo.processInfo.environment["DIFF_BENCH_ONLY"].map {
            Set($0.split(separator: ",").map(String.init))
        }
        let chosen = scenarios.filter { only?.contains($0.key) ?? true }
        if InstructionProbe.skipsTimings {
            printInstructions(chosen)
            return
        }
        let memory = coldMemory()
        print("Diff (release; medians; ours, floor and stdlib timed alternately on the same data)")
        print(
            pad("scenario", 27) + pad("runs us/std", 12, right: true) + pad("ours ms", 10, right: true)
                + pad("floor ms", 10, right: true) + pad("stdlib ms", 11, right: true)
                + pad("ours/floor", 12, right: true) + pad("target", 8, right: true)
                + pad("stdlib/ours", 13, right: true))
        for scenario in chosen {
            row(scenario.name, target: scenario.target, runs: scenario.runs, scenario.contenders())
        }
        print(memory)
        print(
            "floor: Set<UUID>(minimumCapacity: source + target identifiers), filled source then target;"
                + " stdlib on sections diffs the flattened items; 1% scattered = deletes, inserts and moves"
                + " in equal shares at random places")
        if InstructionProbe.isRequested { printInstructions(chosen) }
    }

    /// `BENCH_INSTRUCTIONS=1`: each scenario's ours and floor counted by callgrind, one child each.
    private static func printInstructions(_ chosen: [Scenario]) {
        print("Diff instructions (callgrind, one run each after one warm-up)")
        print(
            pad("scenario", 27) + pad("ours", 14, right: true) + pad("floor", 14, right: true)
                + pad("ours/floor", 12, right: true) + pad("target", 8, right: true))
        let profiles = FileManager.default.temporaryDirectory.appendingPathComponent("bench-diff-\(getpid())")
        try? FileManager.default.createDirectory(at: profiles, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: profiles) }
        for scenario in chosen {
            let oursProfile = InstructionProbe.splits ? profiles.appendingPathComponent("ours").path : "/dev/null"
            let floorProfile = InstructionProbe.splits ? profiles.appendingPathComponent("floor").path : "/dev/null"
            guard
                let ours = InstructionProbe.count(
                    group: "diff", probe: scenario.key + ":ours", profile: oursProfile),
                let floor = InstructionProbe.count(
                    group: "diff", probe: scenario.key + ":floor", profile: floorProfile)
            else { continue }
            let ratio = Double(ours) / Double(floor)
            print(
                pad(scenario.name, 27) + pad(String(ours), 14, right: true) + pad(String(floor), 14, right: true)
                    + pad(String(format: "%.3fx", ratio), 12, right: true)
                    + pad(String(format: "<=%.2f", instructionTarget), 8, right: true) + "  "
                    + (ratio <= instructionTarget ? "ok" : "MISSED"))
            if InstructionProbe.splits, let oursSplit = DiffInstructionSplit(profile: oursProfile),
                let floorSplit = DiffInstructionSplit(profile: floorProfile)
            {
                print("    ours:  " + describe(oursSplit))
                print("    floor: " + describe(floorSplit))
            }
        }
        if InstructionProbe.splits {
            print(
                "split: each function's own instructions by what its name says; the floor's 'matching' is"
                    + " Set.insert")
        }
    }

    /// The non-empty parts of `split`, in millions of instructions.
    private static func describe(_ split: DiffInstructionSplit) -> String {
        zip(DiffInstructionSplit.parts, split.instructions).filter { $0.1 > 0 }
            .map { String(format: "%@ %.2fM", $0.0, Double($0.1) / 1e6) }.joined(separator: ", ")
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

    /// In a callgrind child: runs one contender (`scenario:contender`) of one scenario.
    private static func runProbe(_ probe: String) {
        let parts = probe.split(separator: ":").map(String.init)
        guard parts.count == 2, let scenario = scenarios.first(where: { $0.key == parts[0] }),
            let contender = scenario.contenders().first(where: { $0.name == parts[1] })
        else {
            preconditionFailure("BENCH_PROBE is scenario:ours or scenario:floor, not \(probe)")
        }
        InstructionProbe.run(contender.body)
    }

    private static func flat(
        _ source: [UUID], _ target: [UUID], stdlibBudget: Double = 10
    ) -> [DiffTiming.Contender] {
        [
            DiffTiming.Contender(name: "ours") { StagedChangeset(source: source, target: target).changeCount },
            DiffTiming.Contender(name: "floor") { floor(source, target) },
            DiffTiming.Contender(
                name: "stdlib",
                body: {
                    target.difference(from: source).inferringMoves().count
                }, budgetSeconds: skipsStandardLibrary ? 0 : stdlibBudget),
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

    private static func row(_ name: String, target: Double?, runs: Int, _ contenders: [DiffTiming.Contender]) {
        let (medians, counts) = DiffTiming.medians(of: contenders, runs: runs)
        let ours = medians[0] ?? .nan
        let floor = medians[1] ?? .nan
        let stdlib = medians[2] ?? .nan
        let ratio = ours / floor
        let verdict = target.map { ratio <= $0 ? "ok" : "MISSED" } ?? ""
        print(
            pad(name, 27) + pad("\(counts[0])/\(counts[2])", 12, right: true)
                + pad(String(format: "%.3f", ours), 10, right: true)
                + pad(String(format: "%.3f", floor), 10, right: true)
                + pad(String(format: "%.1f", stdlib), 11, right: true)
                + pad(String(format: "%.2fx", ratio), 12, right: true)
                + pad(target.map { String(format: "<=%.2f", $0) } ?? "-", 8, right: true)
                + pad(String(format: "%.0fx", stdlib / ours), 13, right: true)
                + "  " + verdict)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
