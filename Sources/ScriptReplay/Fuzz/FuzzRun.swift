import Foundation
import HeadlessList
import InteractorAdapter

/// One run of a fuzz session: the screen built fresh, `steps` random steps drawn and
/// performed as a replay performs them (then a settle point), the invariants checked after
/// every step. Only steps that ran are kept, as script lines.
@MainActor
struct FuzzRun {
    /// The run's steps that ran, as script lines; up to the failing one.
    var lines: [String] = []
    /// The first invariant that did not hold, and after which of `lines` (its index).
    var failure: (violation: InvariantViolation, step: Int)?
    /// What the run exercised.
    var coverage = FuzzCoverage()

    /// Runs run `index` of `options` on `factory`'s screen; `onStep` is told each line before it runs.
    init(index: Int, factory: ReplayScreenFactory, options: FuzzOptions, onStep: ((String) -> Void)? = nil) {
        let header = FuzzScript.header(screen: factory.name, list: options.list)
        guard let script = try? ActionScript.parse(header, file: "fuzz") else { return }
        let runner = ScriptRunner(script: script, factory: factory)
        runner.begin()
        var random = FuzzRandom(seed: options.seed(ofRun: index))
        var drawer = FuzzStepDrawer(
            factory: factory, random: &random, pools: ValuePools(corpus: options.corpus),
            animationDuration: options.list.animationDuration)
        for number in 0...options.steps {
            let (kind, json) =
                number == options.steps
                ? (FuzzStepKind.settle, JSONValue.object([("settle", .object([]))]))
                : drawer.draw(on: runner.driver, random: &random)
            let text = json.serialized
            onStep?(text)
            let started = ThreadCPUClock.seconds()
            guard perform(text, json: json, on: runner) else {
                coverage.rejects += 1
                continue
            }
            lines.append(text)
            coverage.count(kind, step: json)
            let list = runner.driver.listView
            let rows = (0..<list.numberOfSections).reduce(0) { $0 + list.numberOfItems(inSection: $1) }
            coverage.mostRows = max(coverage.mostRows, rows)
            var violations = runner.driver.violations(of: options.invariants, settled: kind == .settle)
            let seconds = ThreadCPUClock.seconds() - started
            if seconds > options.stepTimeLimit {
                violations.append(
                    InvariantViolation(
                        id: "slow",
                        message: "the step took \(ReplayNumber.format(seconds)) s of CPU time "
                            + "(at most \(ReplayNumber.format(options.stepTimeLimit)) s)"))
            }
            if let first = violations.first {
                failure = (first, lines.count - 1)
                return
            }
        }
    }

    /// Performs `text` as the replay performs a script's line; false when it could not run.
    private func perform(_ text: String, json: JSONValue, on runner: ScriptRunner) -> Bool {
        let number = lines.count + 2
        let raw = RawScriptLine(file: "fuzz", number: number, text: Substring(text))
        guard let step = try? ScriptStepReader(line: raw).read(json) else { return false }
        do {
            try runner.performUnrecorded(ParsedScriptLine(line: number, step: step, text: text))
            return true
        } catch {
            return false
        }
    }
}
