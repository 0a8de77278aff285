import Foundation

/// The `replay` command line: runs a screen from an action script, diffs two JSON files,
/// or checks a batch update against UIKit's rules.
///
/// ```
/// replay SCRIPT.jsonl [--json] [--frames] [--golden FILE] [--record]
/// replay diff OLD.json NEW.json [--json]
/// replay diff --pairs FILE.jsonl --json
/// replay check-batch FILE.json
/// ```
public enum ReplayTool {
    /// The usage text printed by `replay --help` and after a usage error.
    public static let usage = """
        usage: replay SCRIPT.jsonl [--json] [--frames] [--golden FILE] [--record]
               replay diff OLD.json NEW.json [--json]
               replay diff --pairs FILE.jsonl --json
               replay check-batch FILE.json

        """

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String]) -> CommandResult {
        switch arguments.first {
        case nil:
            return CommandResult(exitCode: 2, standardError: usage)
        case "-h", "--help", "help":
            return CommandResult(exitCode: 0, standardOutput: usage)
        case "diff":
            return DiffCommand.run(Array(arguments.dropFirst()))
        case "check-batch":
            return CheckBatchCommand.run(Array(arguments.dropFirst()))
        default:
            return ScriptCommand.run(arguments)
        }
    }

    /// Runs the tool, writes its output to the process's streams and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        let result = run(arguments)
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        FileHandle.standardError.write(Data(result.standardError.utf8))
        return result.exitCode
    }
}
