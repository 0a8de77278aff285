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
    /// Runs the script, writing the text of each step to `output` as it is printed.
    /// - Returns: the exit code.
    static func run(_ arguments: [String], screens: [ReplayScreenFactory], to output: CommandOutput) -> Int32 {
        let parsed: ScriptArguments
        do {
            parsed = try ScriptArguments(arguments)
        } catch {
            output.write(standardError: "replay: \(error)\n" + ScriptArguments.usage)
            return 2
        }
        let file: ScriptFile
        do {
            // A bad step stops the replay there, after the steps before it ran and printed.
            file = try ScriptFile.load(parsed.script)
        } catch {
            output.write(standardError: "replay: \(error)\n")
            return 1
        }
        var report = MainActorHop.run {
            ScriptRunner.run(file.script, screens: screens, stoppedBy: file.stoppedBy)
        }
        report.sourceLines = file.lines
        return write(report, arguments: parsed, to: output)
    }

    private static func write(_ report: ReplayReport, arguments: ScriptArguments, to output: CommandOutput) -> Int32 {
        var standardError = problems(of: report)
        var exitCode: Int32 = report.passed ? 0 : 1
        if arguments.json {
            do {
                try report.writeJSON { output.write(standardOutput: $0) }
            } catch {
                exitCode = 1
                standardError += "replay: \(error)\n"
            }
        } else {
            ReplayTextPrinter(report: report, sourceLines: report.sourceLines, frames: arguments.frames).write {
                output.write(standardOutput: $0)
            }
        }
        if let path = arguments.golden {
            compare(report, golden: path, arguments: arguments, to: output, exitCode: &exitCode, errors: &standardError)
        }
        if let path = arguments.html {
            writePage(
                of: report, to: path, arguments: arguments, to: output, exitCode: &exitCode, errors: &standardError)
        }
        output.write(standardError: standardError)
        return exitCode
    }

    /// Compares the run with the golden file at `path` (or records it), and says so.
    private static func compare(
        _ report: ReplayReport, golden path: String, arguments: ScriptArguments, to output: CommandOutput,
        exitCode: inout Int32, errors: inout String
    ) {
        let golden = GoldenFile(path: path)
        let trace = report.goldenText
        switch arguments.record ? golden.record(trace) : golden.compare(trace) {
        case .matches:
            if !arguments.json { output.write(standardOutput: "golden: matches \(path)\n") }
        case .recorded:
            if !arguments.json { output.write(standardOutput: "golden: recorded \(path)\n") }
        case .differs(let diff):
            exitCode = 1
            let message =
                "golden: \(path) differs from this run (- golden, + this run); "
                + "re-record with --golden \(path) --record if the change is intended\n"
            errors += "replay: " + message
            if arguments.json { break }
            output.write(standardOutput: message)
            for line in diff { output.write(standardOutput: line + "\n") }
        case .failed(let problem):
            exitCode = 1
            errors += "replay: \(problem)\n"
        }
    }

    /// Writes the run's page (comparing it with the golden, unless recording one), and says
    /// so: after the text output, or as an error that fails the run.
    private static func writePage(
        of report: ReplayReport, to path: String, arguments: ScriptArguments, to output: CommandOutput,
        exitCode: inout Int32, errors: inout String
    ) {
        let golden = arguments.record ? nil : arguments.golden.map(GoldenFile.init(path:))
        do {
            try ReplayHTMLReport(report, golden: golden).write(to: path)
            if !arguments.json { output.write(standardOutput: "page: wrote \(path)\n") }
        } catch {
            exitCode = 1
            errors += "replay: \(error)\n"
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
