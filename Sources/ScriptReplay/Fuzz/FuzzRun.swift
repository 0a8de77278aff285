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
            let started = ProcessInfo.processInfo.systemUptime
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
            let seconds = ProcessInfo.processInfo.systemUptime - started
            if seconds > options.stepTimeLimit,
                let again = Self.retime(lines, settled: kind == .settle, factory: factory, options: options),
                again > options.stepTimeLimit
            {
                violations.append(
                    InvariantViolation(
                        id: "slow",
                        message: "the step took \(ReplayNumber.format(min(seconds, again))) s of wall time "
                            + "(at most \(ReplayNumber.format(options.stepTimeLimit)) s)"))
            }
            if let first = violations.first {
                failure = (first, lines.count - 1)
                return
            }
        }
    }

    /// The wall time the last of `lines` takes (with the invariants checked after it) when the
    /// run is made again up to it on a fresh screen; nil when it cannot be made again. A step
    /// over the limit counts as `slow` only when it is over it twice: a step that computes or
    /// blocks the main thread for long is, a step the machine starved once (other processes
    /// holding the CPU) is not. Runs are deterministic, so the screen is in the same state.
    private static func retime(
        _ lines: [String], settled: Bool, factory: ReplayScreenFactory, options: FuzzOptions
    ) -> Double? {
        let header = FuzzScript.header(screen: factory.name, list: options.list)
        guard let script = try? ActionScript.parse(header, file: "fuzz"), let last = lines.last else { return nil }
        let runner = ScriptRunner(script: script, factory: factory)
        runner.begin()
        var again = FuzzRun()
        for text in lines.dropLast() {
            guard let json = try? JSONParser.parse(text), again.perform(text, json: json, on: runner) else {
                return nil
            }
            again.lines.append(text)
        }
        guard let json = try? JSONParser.parse(last) else { return nil }
        let started = ProcessInfo.processInfo.systemUptime
        guard again.perform(last, json: json, on: runner) else { return nil }
        _ = runner.driver.violations(of: options.invariants, settled: settled)
        return ProcessInfo.processInfo.systemUptime - started
    }

    private init() {}

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
