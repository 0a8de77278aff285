import Foundation
import HeadlessList
import InteractorAdapter

/// `bench adapter`: one update end to end — emission → diff → decisions → one batch per
/// stage on a headless list (→ with tracing on, a trace entry with the visible snapshot) —
/// next to the diff alone on the same data, timed alternately in this process (medians). Each run goes from the
/// state on screen to the other one (before → after, then after → before), so both
/// contenders see the same mix of directions.
enum AdapterBenchmark {
    static func run() {
        MainActor.assumeIsolated {
            if let probe = InstructionProbe.probe {
                runProbe(probe)
                return
            }
            if InstructionProbe.skipsTimings {
                printInstructions()
                return
            }
            defer { if InstructionProbe.isRequested { printInstructions() } }
            print("Adapter (release; medians; end to end and diff alone timed alternately on the same data)")
            print(
                pad("scenario", 38) + pad("runs", 6, right: true) + pad("diff ms", 10, right: true)
                    + pad("list ms", 12, right: true) + pad("rest ms", 10, right: true) + pad("e2e ms", 10, right: true)
                    + pad("e2e/diff", 10, right: true) + pad("target", 8, right: true))
            let small = AdapterBenchScenario(name: "1,000 rows, 10 changes", rows: 1_000, changes: 10, seed: 11)
            let only = ProcessInfo.processInfo.environment["BENCH_TRACING"]
            if only != "on" { measure(small, runs: 401, tracing: false, target: "1.12x") }
            if only != "off" { measure(small, runs: 401, tracing: true, target: "1.5x") }
            if ProcessInfo.processInfo.environment["BENCH_SMALL"] == nil {
                let large = AdapterBenchScenario(
                    name: "100,000 rows, 1% changed", rows: 100_000, changes: 1_000, seed: 12)
                measure(large, runs: 41, tracing: false, target: "1.1x")
                measure(large, runs: 41, tracing: true, target: "1.1x")
            }
            print(
                "list = the same stages applied to a headless list by reload(using:setData:) alone;"
                    + " rest = end to end - diff - list (adapter: delivery, decisions; with tracing, the trace entry"
                    + " with the visible snapshot)")
            print(
                "headless list: viewport 600, rows 44 (14 visible), no animation; fallbackThreshold raised above"
                    + " the change count so that 1% of 100,000 is applied in batches, not by the fallback")
        }
    }

    /// `BENCH_INSTRUCTIONS=1`: one update of 1,000 rows with 10 changes, tracing off, end to end
    /// and diff alone, counted by callgrind.
    @MainActor
    private static func printInstructions() {
        guard let diff = InstructionProbe.count(group: "adapter", probe: "diff"),
            let endToEnd = InstructionProbe.count(group: "adapter", probe: "e2e")
        else { return }
        print("Adapter instructions (callgrind; 1,000 rows, 10 changes, tracing off; one update after one warm-up)")
        print(
            pad("diff", 14, right: true) + pad("end to end", 14, right: true) + pad("e2e/diff", 10, right: true)
                + pad("target", 8, right: true))
        let ratio = Double(endToEnd) / Double(diff)
        print(
            pad(String(diff), 14, right: true) + pad(String(endToEnd), 14, right: true)
                + pad(String(format: "%.3fx", ratio), 10, right: true) + pad("1.12x", 8, right: true) + "  "
                + (ratio <= 1.12 ? "ok" : "MISSED"))
    }

    /// In a callgrind child: the diff alone (`diff`) or the update end to end (`e2e`).
    @MainActor
    private static func runProbe(_ probe: String) {
        let scenario = AdapterBenchScenario(name: "1,000 rows, 10 changes", rows: 1_000, changes: 10, seed: 11)
        let bench = Bench(scenario, tracing: false)
        switch probe {
        case "diff": InstructionProbe.run(bench.diffAlone.body)
        case "e2e": InstructionProbe.run(bench.endToEnd.body)
        default: preconditionFailure("BENCH_PROBE for bench adapter is diff or e2e, not \(probe)")
        }
    }

    /// One scenario's adapter on a headless list, showing `before`, and the contenders.
    @MainActor
    private struct Bench {
        let adapter: ListAdapter<SingleSection, AdapterBenchItem>
        let list: HeadlessListView
        let endToEnd: DiffTiming.Contender
        let diffAlone: DiffTiming.Contender
        /// Whether the adapter's last update showed `after`.
        let showsAfter: () -> Bool
        let problems: () -> [ListAdapterProblem]

        init(_ scenario: AdapterBenchScenario, tracing: Bool) {
            list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
            let adapter = ListAdapter<SingleSection, AdapterBenchItem>(
                listView: list, scheduler: ImmediateScheduler.instance)
            self.adapter = adapter
            adapter.fallbackThreshold = .max
            adapter.isTracing = tracing
            let problems = ProblemLog()
            adapter.problemHandler = { problems.entries.append($0) }
            self.problems = { problems.entries }
            adapter.registerCell(ofType: AdapterBenchCell.self)
            let subject = PublishSubject<[AdapterBenchItem]>()
            adapter.bind(to: subject)
            subject.onNext(scenario.before)
            let state = Toggle()
            showsAfter = { state.endToEndShowsAfter }
            endToEnd = DiffTiming.Contender(name: "end to end") {
                state.endToEndShowsAfter.toggle()
                subject.onNext(state.endToEndShowsAfter ? scenario.after : scenario.before)
                return adapter.sections.first?.elements.count ?? 0
            }
            diffAlone = DiffTiming.Contender(name: "diff alone") {
                state.diffToAfter.toggle()
                let changeset =
                    state.diffToAfter
                    ? StagedChangeset(source: scenario.before, target: scenario.after)
                    : StagedChangeset(source: scenario.after, target: scenario.before)
                return changeset.count
            }
        }
    }

    @MainActor
    private final class Toggle {
        var endToEndShowsAfter = false
        var diffToAfter = false
    }

    @MainActor
    private final class ProblemLog {
        var entries: [ListAdapterProblem] = []
    }

    @MainActor
    private static func measure(_ scenario: AdapterBenchScenario, runs: Int, tracing: Bool, target: String) {
        let bench = Bench(scenario, tracing: tracing)
        let listAlone = listOnly(scenario)
        let result = DiffTiming.medians(of: [bench.diffAlone, listAlone, bench.endToEnd], runs: runs, warmUp: 4)
        check(bench.adapter, bench.list, shows: bench.showsAfter() ? scenario.after : scenario.before, tracing: tracing)
        if !bench.problems().isEmpty {
            print("bench adapter: the adapter reported problems: \(bench.problems())")
            exit(1)
        }
        guard let diff = result.milliseconds[0], let batches = result.milliseconds[1],
            let total = result.milliseconds[2]
        else { return }
        print(
            pad(scenario.name + (tracing ? ", tracing" : ""), 38) + pad(String(result.runs[0]), 6, right: true)
                + pad(format(diff), 10, right: true) + pad(format(batches), 12, right: true)
                + pad(format(max(0, total - diff - batches)), 10, right: true) + pad(format(total), 10, right: true)
                + pad(format(total / diff) + "x", 10, right: true) + pad(target, 8, right: true))
    }

    /// The headless list's batches alone: the same stages, computed beforehand, applied with
    /// `reload(using:setData:)` to a list of the same shape with a plain data source.
    @MainActor
    private static func listOnly(_ scenario: AdapterBenchScenario) -> DiffTiming.Contender {
        let forward = StagedChangeset(source: scenario.before, target: scenario.after)
        let backward = StagedChangeset(source: scenario.after, target: scenario.before)
        let dataSource = AdapterBenchDataSource(scenario.before)
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
        list.register(AdapterBenchCell.self, forReuseIdentifier: AdapterBenchCell.reuseIdentifier)
        list.dataSource = dataSource
        list.delegate = dataSource
        list.reloadData()
        var showsAfter = false
        return DiffTiming.Contender(name: "list alone") {
            showsAfter.toggle()
            _ = try? list.reload(using: showsAfter ? forward : backward) { dataSource.items = $0 }
            return list.numberOfItems(inSection: 0)
        }
    }

    /// Fails loudly if the benchmark measured something other than a correct update.
    @MainActor
    private static func check(
        _ adapter: ListAdapter<SingleSection, AdapterBenchItem>, _ list: HeadlessListView,
        shows items: [AdapterBenchItem],
        tracing: Bool
    ) {
        let entry = adapter.trace.entries.last
        let tracedAsBatches =
            tracing ? entry?.method == .batches && entry?.rejectedBatch == nil : adapter.trace.entries.isEmpty
        guard adapter.sections.first?.elements == items, tracedAsBatches,
            list.numberOfItems(inSection: 0) == items.count
        else {
            print("bench adapter: the last update did not reach the screen as batches")
            exit(1)
        }
    }

    private static func format(_ value: Double) -> String {
        String(format: value < 1 ? "%.3f" : "%.2f", value)
    }
}

extension AdapterBenchmark {
    /// `text` padded with spaces to `width`, on the left when `right` aligns it right.
    fileprivate static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
