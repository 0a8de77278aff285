import Foundation
import ScriptReplay

/// The `replay` command line for your screens: replays an action script on one of them,
/// diffs two JSON files, or checks a batch update against UIKit's rules.
///
/// ```
/// replay SCRIPT.jsonl [--json] [--frames] [--golden FILE] [--record] [--html FILE]
/// replay report RUN.json [-o FILE]
/// replay diff OLD.json NEW.json [--json]
/// replay diff --pairs FILE.jsonl --json
/// replay check-batch FILE.json
/// replay layout SPEC.json [--width W] [--height H]
/// ```
///
/// A team's own command is an executable target of three lines, its screens registered in a
/// library both the command and the tests depend on:
///
/// ```swift
/// import PlaylistScreens
/// import ReplayTool
///
/// ReplayCommand.main(screens: [.playlist])
/// ```
///
/// `--html FILE` also writes the run as a self-contained page that plays it back (see
/// `ReplayHTMLReport`); `report` turns a run saved with `--json` into that page.
///
/// Exit codes: 0 on success; 1 when an expectation failed, a step could not run, the golden
/// differs, a script, a saved run or a diff input cannot be read, a page cannot be written,
/// a batch breaks one of UIKit's rules, or a layout file cannot be read; 2 for a usage error, and for a batch file
/// `check-batch` cannot read.
public enum ReplayCommand {
    /// The usage text printed by `replay --help` and after a usage error.
    public static let usage = """
        usage: replay SCRIPT.jsonl [--json] [--frames] [--golden FILE] [--record] [--html FILE]
               replay report RUN.json [-o FILE]
               replay diff OLD.json NEW.json [--json]
               replay diff --pairs FILE.jsonl --json
               replay check-batch FILE.json
               replay layout SPEC.json [--width W] [--height H]

        """

    /// Runs the command with `arguments` (without the program name) and returns its output.
    /// - Parameters:
    ///   - arguments: the command line after the program name, e.g. `["Scripts/a.jsonl", "--frames"]`.
    ///   - screens: the screens scripts may name.
    /// - Note: Runs scripts on the main actor: in place when called on the main thread,
    ///   else by waiting for the main queue (which must then be running).
    public static func run(_ arguments: [String], screens: [ReplayScreenFactory]) -> CommandResult {
        let output = CommandOutput()
        let exitCode = run(arguments, screens: screens, to: output)
        var result = output.result
        result.exitCode = exitCode
        return result
    }

    /// Runs the command, writing its output to `output` as it is produced.
    /// - Returns: the exit code.
    static func run(_ arguments: [String], screens: [ReplayScreenFactory], to output: CommandOutput) -> Int32 {
        let whole: CommandResult
        switch arguments.first {
        case nil:
            whole = CommandResult(exitCode: 2, standardError: usage)
        case "-h", "--help", "help":
            whole = CommandResult(exitCode: 0, standardOutput: usage)
        case "diff":
            whole = DiffCommand.run(Array(arguments.dropFirst()))
        case "report":
            whole = ReportCommand.run(Array(arguments.dropFirst()))
        case "check-batch":
            whole = CheckBatchCommand.run(Array(arguments.dropFirst()))
        case "layout":
            whole = LayoutCommand.run(Array(arguments.dropFirst()))
        default:
            return ScriptCommand.run(arguments, screens: screens, to: output)
        }
        output.write(whole)
        return whole.exitCode
    }

    /// Runs the command on the process's arguments, writes its output to the process's
    /// streams and exits with its exit code: the whole `main.swift` of a replay command.
    /// - Parameter screens: the screens scripts may name.
    public static func main(screens: [ReplayScreenFactory]) -> Never {
        let output = CommandOutput(standardOutput: .standardOutput, standardError: .standardError)
        let exitCode = run(Array(CommandLine.arguments.dropFirst()), screens: screens, to: output)
        output.flush()
        exit(exitCode)
    }
}
