import Dispatch
import Foundation
import ScriptReplay

/// `bench input`: reading untrusted input. Script parsing in MB/s against two references
/// timed alternately on the same bytes in the same run (`JSONSerialization` on each line,
/// and the package's JSON parser alone on each line), on a long generated script and on one
/// 50 MB line; then the golden comparison of 10,000 and 100,000 lines with one change: time
/// and peak memory, which should both grow linearly (about ×10).
enum InputBenchmark {
    static func run() {
        print("Input (release; medians; script parsing against references on the same bytes)")
        print(
            pad("input", 26) + pad("MB", 7, right: true) + pad("ours MB/s", 11, right: true)
                + pad("JSONSer. MB/s", 15, right: true) + pad("parser MB/s", 13, right: true)
                + pad("ours/JSONSer.", 15, right: true) + pad("ours/parser", 13, right: true)
                + pad("target", 8, right: true))
        parsing("generated 200,000 steps", InputScenarios.script(steps: 200_000), runs: 7)
        parsing("one 50 MB line", InputScenarios.longLine(megabytes: 50), runs: 5)
        print("target: ours >= 0.5x the throughput of each reference (whole script: lines, header, steps)")
        golden()
    }

    // MARK: Private

    private static func parsing(_ name: String, _ text: String, runs: Int) {
        let lines = text.split(separator: "\n").map { Data($0.utf8) }
        let strings = text.split(separator: "\n").map(String.init)
        let (milliseconds, _) = DiffTiming.medians(
            of: [
                DiffTiming.Contender(name: "ours") {
                    (try? ActionScript.parse(text, file: "bench.jsonl"))?.steps.count ?? -1
                },
                DiffTiming.Contender(name: "JSONSerialization") {
                    lines.reduce(0) { count, line in
                        count + ((try? JSONSerialization.jsonObject(with: line)) == nil ? 0 : 1)
                    }
                },
                DiffTiming.Contender(name: "parser") {
                    strings.reduce(0) { count, line in count + ((try? JSONParser.parse(line)) == nil ? 0 : 1) }
                },
            ], runs: runs, warmUp: 1)
        let megabytes = Double(text.utf8.count) / 1e6
        let rates = milliseconds.map { $0.map { megabytes / ($0 / 1000) } ?? 0 }
        let versusSerialization = rates[0] / rates[1]
        let versusParser = rates[0] / rates[2]
        let verdict = versusSerialization >= 0.5 && versusParser >= 0.5 ? "ok" : "MISSED"
        print(
            pad(name, 26) + pad(String(format: "%.1f", megabytes), 7, right: true)
                + pad(String(format: "%.1f", rates[0]), 11, right: true)
                + pad(String(format: "%.1f", rates[1]), 15, right: true)
                + pad(String(format: "%.1f", rates[2]), 13, right: true)
                + pad(String(format: "%.2fx", versusSerialization), 15, right: true)
                + pad(String(format: "%.2fx", versusParser), 13, right: true) + pad(">= 0.5 " + verdict, 8, right: true)
        )
    }

    /// Time and peak memory of `LineDiff.diff` (what `--golden` prints) and of
    /// `LineDiff.sideBySide` (what `--html` shows) on goldens with one changed line.
    private static func golden() {
        print("Golden comparison, one changed line (time: median of 5; memory: VmHWM growth of one cold run)")
        print(
            pad("lines", 10) + pad("diff ms", 10, right: true) + pad("diff MiB", 10, right: true)
                + pad("side ms", 10, right: true) + pad("side MiB", 10, right: true))
        var previous: (Double, Double)?
        for count in [10_000, 100_000] {
            let (golden, run) = InputScenarios.golden(lines: count)
            let diffMemory = memory { LineDiff.diff(expected: golden, actual: run).count }
            let sideMemory = memory { LineDiff.sideBySide(expected: golden, actual: run).count }
            let (milliseconds, _) = DiffTiming.medians(
                of: [
                    DiffTiming.Contender(name: "diff") { LineDiff.diff(expected: golden, actual: run).count },
                    DiffTiming.Contender(name: "side") { LineDiff.sideBySide(expected: golden, actual: run).count },
                ], runs: 5, warmUp: 1)
            print(
                pad(String(count), 10) + pad(String(format: "%.1f", milliseconds[0] ?? 0), 10, right: true)
                    + pad(String(format: "%.1f", diffMemory), 10, right: true)
                    + pad(String(format: "%.1f", milliseconds[1] ?? 0), 10, right: true)
                    + pad(String(format: "%.1f", sideMemory), 10, right: true))
            if let previous {
                print(
                    "100,000 / 10,000: diff time ×" + String(format: "%.1f", (milliseconds[0] ?? 0) / previous.0)
                        + ", memory ×" + String(format: "%.1f", diffMemory / max(previous.1, 0.1))
                        + " (linear: about ×10; targets for 10,000 lines: <= 1000 ms, <= 100 MiB)")
            }
            previous = (milliseconds[0] ?? 0, diffMemory)
        }
    }

    /// Peak extra MiB while `body` runs (0 where /proc is missing).
    private static func memory(_ body: () -> Int) -> Double {
        guard let growth = DiffMemoryProbe.peakGrowth(of: body) else { return 0 }
        diffBenchSink.add(growth.result)
        return Double(growth.kibibytes) / 1024
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
