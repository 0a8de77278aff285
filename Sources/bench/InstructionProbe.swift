import Foundation

/// Instruction counts of one contender, from `valgrind --tool=callgrind`: they compare two
/// pieces of code without the noise of a shared machine's clock.
///
/// With `BENCH_INSTRUCTIONS=1` a group starts this executable again under callgrind, once per
/// scenario and contender, with `BENCH_PROBE` naming what to run. That child runs the contender
/// once to warm it up (lazy metadata, the hasher's seed), then once inside ``measured(_:)``,
/// the only function callgrind counts (`--toggle-collect`), and exits; the parent reads the
/// count off callgrind's summary.
enum InstructionProbe {
    /// Whether the groups add instruction counts (`BENCH_INSTRUCTIONS=1`, needs `valgrind`), or
    /// print only those (`BENCH_INSTRUCTIONS=only`, without the timings; `split` adds where the
    /// instructions go, for the groups that say).
    static let isRequested = ["1", "only", "split"].contains(ProcessInfo.processInfo.environment["BENCH_INSTRUCTIONS"])
    static let skipsTimings = ["only", "split"].contains(ProcessInfo.processInfo.environment["BENCH_INSTRUCTIONS"])
    static let splits = ProcessInfo.processInfo.environment["BENCH_INSTRUCTIONS"] == "split"
    /// In a child started by ``count(group:probe:)``: the `scenario:contender` to run alone.
    static let probe = ProcessInfo.processInfo.environment["BENCH_PROBE"]

    /// Runs `body` once for warm-up, then once counted.
    static func run(_ body: () -> Int) {
        diffBenchSink.add(body())
        diffBenchSink.add(measured(body))
    }

    /// The function callgrind counts, inclusive of everything `body` calls.
    @inline(never)
    static func measured(_ body: () -> Int) -> Int {
        body()
    }

    /// The instructions one run of `probe` costs in `group`, or nil (with a message on standard
    /// error) if valgrind is missing or the child failed.
    ///
    /// - Parameter profile: where callgrind writes its profile (per function), if wanted.
    static func count(group: String, probe: String, profile: String = "/dev/null") -> Int? {
        var environment = ProcessInfo.processInfo.environment
        environment["BENCH_INSTRUCTIONS"] = nil
        environment["BENCH_PROBE"] = probe
        let report: String
        switch Valgrind.report(
            options: [
                "--tool=callgrind", "--callgrind-out-file=\(profile)", "--toggle-collect=*InstructionProbe*measured*",
            ],
            arguments: [group], environment: environment)
        {
        case .success(let text): report = text
        case .failure(let failure):
            FileHandle.standardError.write(Data("bench: callgrind run of \(probe) failed: \(failure.reason)\n".utf8))
            return nil
        }
        let collected = report.split(separator: "\n").last { $0.contains("Collected :") }
        guard let collected,
            let count = collected.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        else {
            FileHandle.standardError.write(
                Data("bench: callgrind run of \(probe) reported no count:\n\(report)\n".utf8))
            return nil
        }
        return count
    }
}
