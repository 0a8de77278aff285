import Foundation
import HeadlessList
import InteractorAdapter
import Interactors
import ScriptReplay

/// `bench fuzz`: fuzz steps per second on each example screen with the default invariants
/// (the default session, 200 runs × 100 steps), next to the adapter's own cost of one update
/// measured in the same process; then a failure found on a long run (the todo screen with a
/// rule it breaks late) and the time and replays its shrink takes.
///
/// For a profile of one screen (e.g. under callgrind): `BENCH_FUZZ_SCREENS=profile,feed` runs
/// only those screens, `BENCH_FUZZ_RUNS=20` fewer runs of the same session (the first 20 of
/// its 200), and both skip the shrinks.
enum FuzzBenchmark {
    static func run() {
        let environment = ProcessInfo.processInfo.environment
        let only = environment["BENCH_FUZZ_SCREENS"].map { Set($0.split(separator: ",").map(String.init)) }
        let runs = environment["BENCH_FUZZ_RUNS"].flatMap { Int($0) }
        MainActor.assumeIsolated {
            let update = adapterUpdateMicroseconds()
            print("Fuzz (release; the default session: 200 runs × 100 steps, default invariants, seed 1)")
            // Wall time, as the target is set; the thread's CPU time beside it, which other
            // processes on a busy machine do not inflate.
            print(
                pad("screen", 10) + pad("steps", 9, right: true) + pad("seconds", 9, right: true)
                    + pad("steps/s", 10, right: true) + pad("µs/step", 9, right: true) + pad("target", 18, right: true)
                    + pad("CPU steps/s", 13, right: true))
            for screen in ExampleReplayScreens.factories where only?.contains(screen.name) ?? true {
                let started = ProcessInfo.processInfo.systemUptime
                let startedCPU = ThreadCPUClock.seconds()
                let report = FuzzSession.run(screen, options: FuzzOptions(runs: runs ?? 200))
                let seconds = ProcessInfo.processInfo.systemUptime - started
                let cpuRate = Double(report.steps) / (ThreadCPUClock.seconds() - startedCPU)
                let rate = Double(report.steps) / seconds
                print(
                    pad(screen.name, 10) + pad("\(report.steps)", 9, right: true) + pad(format(seconds), 9, right: true)
                        + pad(String(Int(rate)), 10, right: true) + pad(format(1e6 / rate), 9, right: true)
                        + pad("≥5,000/s, ≤10 s", 18, right: true) + pad(String(Int(cpuRate)), 13, right: true)
                        + (report.failure.map { "  FAILED: \($0.violation)" } ?? ""))
            }
            print("adapter alone: one update of 1,000 rows with 10 changes on a headless list: \(format(update)) µs")
            guard only == nil, runs == nil else { return }
            shrinkLongFailure()
            shrinkTwoHundredStepFailure()
        }
    }

    /// The figure: a failure found after at least 200 steps, shrunk. The todo screen
    /// with a rule it breaks only when a task of more than 100 characters is ticked off (the
    /// 200-character edge text, then a toggle of that task): runs of 400 steps, seeds tried
    /// in order until a run fails at step 200 or later; that run is then fuzzed alone again
    /// and its shrink timed.
    @MainActor
    private static func shrinkTwoHundredStepFailure() {
        guard let todo = ExampleReplayScreens.factories.first(where: { $0.name == "todo" }) else { return }
        let strict = todo.withRules([
            ScreenRule<[TodoItem]>("no long task done") { items in
                for case let entry as TodoItem.Entry in items where entry.state.isDone && entry.state.title.count > 100
                {
                    return "task \(entry.state.id) is done with \(entry.state.title.count) characters"
                }
                return nil
            }
        ])
        for seed in UInt64(1)...200 {
            let probe = FuzzSession.run(strict, options: FuzzOptions(runs: 20, steps: 400, seed: seed, shrinks: false))
            guard let found = probe.failure, found.stepsBefore >= 200 else { continue }
            var options = FuzzOptions(steps: 400, seed: seed)
            options.onlyRun = found.run
            let started = ProcessInfo.processInfo.systemUptime
            let report = FuzzSession.run(strict, options: options)
            let seconds = ProcessInfo.processInfo.systemUptime - started
            guard let failure = report.failure else { break }
            print(
                "shrink ≥ 200 steps: todo with \"no long task done\" (seed \(seed) run \(found.run)): "
                    + "\(failure.stepsBefore) → \(failure.stepsAfter) steps, \(failure.replays) replays "
                    + "(target ≤ 500), \(format(seconds)) s with the run (target ≤ 10 s)"
                    + (failure.flaky ? ", FLAKY" : ""))
            return
        }
        print("shrink ≥ 200 steps: no run failed after 200 steps")
    }

    /// A failure 200 steps long: the todo screen with a rule it breaks once it holds 12 rows.
    @MainActor
    private static func shrinkLongFailure() {
        guard let todo = ExampleReplayScreens.factories.first(where: { $0.name == "todo" }) else { return }
        let strict = todo.withRules([
            ScreenRule<[TodoItem]>("at most 11 rows") { items in items.count > 11 ? "\(items.count) rows" : nil }
        ])
        let started = ProcessInfo.processInfo.systemUptime
        let report = FuzzSession.run(strict, options: FuzzOptions(runs: 50, steps: 200, seed: 1))
        let seconds = ProcessInfo.processInfo.systemUptime - started
        guard let failure = report.failure else {
            print("shrink: no failure found to shrink")
            return
        }
        print(
            "shrink: todo with \"at most 11 rows\": found after \(failure.stepsBefore) steps, shrunk to "
                + "\(failure.stepsAfter) in \(failure.replays) replays, \(format(seconds)) s in all "
                + "(target ≤ 10 s and ≤ 500 replays for a 200-step failure)")
    }

    /// Microseconds one update takes through the adapter alone (emission → diff → batch), the
    /// median of 201 alternating updates.
    @MainActor
    private static func adapterUpdateMicroseconds() -> Double {
        let scenario = AdapterBenchScenario(name: "fuzz reference", rows: 1_000, changes: 10, seed: 11)
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
        let adapter = ListAdapter<SingleSection, AdapterBenchItem>(
            listView: list, scheduler: ImmediateScheduler.instance)
        adapter.registerCell(ofType: AdapterBenchCell.self)
        let subject = PublishSubject<[AdapterBenchItem]>()
        adapter.bind(to: subject)
        subject.onNext(scenario.before)
        var times: [Double] = []
        for index in 0..<201 {
            let started = ProcessInfo.processInfo.systemUptime
            subject.onNext(index % 2 == 0 ? scenario.after : scenario.before)
            times.append(ProcessInfo.processInfo.systemUptime - started)
        }
        return times.sorted()[times.count / 2] * 1e6
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
