import Foundation

/// Fuzzes a registered screen: runs of random steps drawn from its registration, the
/// invariants checked after every step, the first failure shrunk to a script a team commits.
/// The engine behind `replay fuzz` and the screen-testing `fuzz` call.
///
/// ```swift
/// let report = FuzzSession.run(.playlist, options: FuzzOptions(runs: 50, seed: 7))
/// if let failure = report.failure { print(failure.script) }
/// ```
///
/// Everything runs on the main actor on virtual time, without threads: the same seed gives
/// the same runs, scripts and report, byte for byte.
@MainActor
public enum FuzzSession {
    /// Runs `options.runs` runs (or `options.onlyRun`) on `factory`'s screen; stops at the
    /// first failure and shrinks it (unless `options.shrinks` is false).
    /// - Parameter onStep: told each step (its run and its line) before it runs: a child
    ///   process streams them, so that a crash does not lose them.
    public static func run(
        _ factory: ReplayScreenFactory, options: FuzzOptions, onStep: ((Int, String) -> Void)? = nil
    ) -> FuzzReport {
        var report = FuzzReport(screen: factory.name, seed: options.seed, invariants: options.invariants.description)
        let started = ProcessInfo.processInfo.systemUptime
        // A range, not an array: `--runs 100000000 --time 600s` is how a long session is asked for.
        let runs = options.onlyRun.map { $0..<($0 + 1) } ?? 0..<options.runs
        for index in runs {
            if let limit = options.timeLimit, ProcessInfo.processInfo.systemUptime - started > limit { break }
            let run = FuzzRun(index: index, factory: factory, options: options) { onStep?(index, $0) }
            report.runs += 1
            report.steps += run.lines.count
            report.coverage.add(run.coverage)
            if let (violation, step) = run.failure {
                report.failure = failure(
                    of: Array(run.lines.prefix(step + 1)), run: index, violation: violation, factory: factory,
                    options: options)
                break
            }
        }
        return report
    }

    /// Shrinks the failing steps and describes the result.
    private static func failure(
        of steps: [String], run: Int, violation: InvariantViolation, factory: ReplayScreenFactory,
        options: FuzzOptions
    ) -> FuzzFailure {
        let header = FuzzScript.header(screen: factory.name, list: options.list)
        var shrinker = FuzzShrinker(
            factory: factory, header: header, invariants: options.invariants, signature: violation.signature,
            budget: options.shrinkBudget)
        let reproduces = violation.id != "slow" && shrinker.fails(steps)
        let shrunk = options.shrinks && reproduces ? shrinker.shrink(steps) : steps
        let comment =
            "fuzz seed=\(options.seed) run=\(run) invariant=\(violation.id) steps=\(steps.count)→\(shrunk.count)"
        let script = FuzzScript.text(comment: comment, header: header, steps: shrunk, invariants: options.invariants)
        let replays = (0..<2).map { _ in replay(script, factory: factory) }
        let flaky = !reproduces || replays[0]?.goldenText != replays[1]?.goldenText
        let records = replays[0]?.steps ?? []
        // Records: the header's, each step's, the settle's and the expectation's.
        let failingIndex = max(records.count - 3, 0)
        func frame(_ index: Int) -> String {
            records.indices.contains(index) ? records[index].frame.description : ""
        }
        let trace = replays[0]?.goldenText.split(separator: "\n").suffix(8).map(String.init) ?? []
        return FuzzFailure(
            run: run, violation: violation, stepsBefore: steps.count, stepsAfter: shrunk.count,
            replays: shrinker.replays, flaky: flaky, script: script,
            failingLine: records.indices.contains(failingIndex) ? records[failingIndex].line : 0,
            failingStep: shrunk.last ?? "", frameBefore: frame(failingIndex - 1), frameAfter: frame(failingIndex),
            traceTail: trace)
    }

    private static func replay(_ script: String, factory: ReplayScreenFactory) -> ReplayReport? {
        guard let parsed = try? ActionScript.parse(script, file: "fuzz-\(factory.name).jsonl") else { return nil }
        return ScriptRunner.run(parsed, screens: [factory])
    }
}
