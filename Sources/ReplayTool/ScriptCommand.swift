import Foundation
import InteractorAdapter
import ScriptReplay

/// `replay SCRIPT [--json] [--frames] [--golden FILE] [--record] [--html FILE]`: runs one of
/// the screens from an action script and prints, per step, what the adapter did; see
/// `ScriptArguments`. With `--html` it also writes the run as a report page.
///
/// Exit codes: 0 when every expectation held (and the golden matched), 1 when an
/// expectation failed, the script is missing or malformed, a step could not run, the golden
/// differs, or the page cannot be written; 2 for a usage error. Problems are also written to standard error as
/// `file:line: message`, one per line.
enum ScriptCommand {
    static func run(_ arguments: [String], screens: [ReplayScreenFactory]) -> CommandResult {
        let parsed: ScriptArguments
        do {
            parsed = try ScriptArguments(arguments)
        } catch {
            return CommandResult(exitCode: 2, standardError: "replay: \(error)\n" + ScriptArguments.usage)
        }
        let file: ScriptFile
        do {
            // A bad step stops the replay there, after the steps before it ran and printed.
            file = try ScriptFile.load(parsed.script)
        } catch {
            return CommandResult(exitCode: 1, standardError: "replay: \(error)\n")
        }
        var report = MainActorHop.run {
            ScriptRunner.run(file.script, screens: screens, stoppedBy: file.stoppedBy)
        }
        report.sourceLines = file.lines
        return output(report, arguments: parsed)
    }

    private static func output(_ report: ReplayReport, arguments: ScriptArguments) -> CommandResult {
        var standardOutput = arguments.json ? report.jsonText : report.text(frames: arguments.frames)
        var standardError = problems(of: report)
        var exitCode: Int32 = report.passed ? 0 : 1
        if let path = arguments.golden {
            let golden = GoldenFile(path: path)
            let trace = report.goldenText
            switch arguments.record ? golden.record(trace) : golden.compare(trace) {
            case .matches:
                if !arguments.json { standardOutput += "golden: matches \(path)\n" }
            case .recorded:
                if !arguments.json { standardOutput += "golden: recorded \(path)\n" }
            case .differs(let diff):
                exitCode = 1
                let message =
                    "golden: \(path) differs from this run (- golden, + this run); "
                    + "re-record with --golden \(path) --record if the change is intended\n"
                standardError += "replay: " + message
                if arguments.json { break }
                standardOutput += message + diff.joined(separator: "\n") + "\n"
            case .failed(let problem):
                exitCode = 1
                standardError += "replay: \(problem)\n"
            }
        }
        var result = CommandResult(exitCode: exitCode, standardOutput: standardOutput, standardError: standardError)
        if let path = arguments.html { writePage(of: report, to: path, arguments: arguments, into: &result) }
        return result
    }

    /// Writes the run's page (comparing it with the golden, unless recording one), and says
    /// so in `result`: after the text output, or as an error that fails the run.
    private static func writePage(
        of report: ReplayReport, to path: String, arguments: ScriptArguments, into result: inout CommandResult
    ) {
        let golden = arguments.record ? nil : arguments.golden.map(GoldenFile.init(path:))
        do {
            try ReplayHTMLReport(report, golden: golden).write(to: path)
            if !arguments.json { result.standardOutput += "page: wrote \(path)\n" }
        } catch {
            result.exitCode = 1
            result.standardError += "replay: \(error)\n"
        }
    }

    /// One `file:line:column: ...` line per failed check (the column of its key) and for the
    /// error that stopped the run.
    private static func problems(of report: ReplayReport) -> String {
        // The report lists every failed check first, in order, then the error that stopped the run.
        let checks = report.steps.reduce(0) { $0 + $1.failures.count }
        var lines = report.failures.prefix(checks).map { failure in
            "replay: \(failure.location): expectation failed: \(failure.message)"
        }
        if let error = report.error { lines.append("replay: \(error)") }
        return lines.map { $0 + "\n" }.joined()
    }
}
