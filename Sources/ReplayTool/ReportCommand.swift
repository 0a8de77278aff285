import Foundation
import ScriptReplay

/// `replay report RUN.json [-o FILE]`: turns a run saved with `replay SCRIPT --json` into
/// its report page, the page `replay SCRIPT --html FILE` writes (without a golden), on
/// standard output or in `FILE`.
///
/// Exit codes: 0 when the page was written; 1 when the run cannot be read (a missing file,
/// malformed JSON, a value of the wrong shape, or a run saved before runs held frames), or
/// the page cannot be written; 2 for a usage error.
enum ReportCommand {
    static let usage = """
        usage: replay report RUN.json [-o FILE]
          RUN.json           a run saved with replay SCRIPT.jsonl --json
          -o, --output FILE  write the page to FILE instead of standard output

        """

    static func run(_ arguments: [String]) -> CommandResult {
        if arguments == ["-h"] || arguments == ["--help"] {
            return CommandResult(exitCode: 0, standardOutput: usage)
        }
        let input: String
        let output: String?
        do {
            (input, output) = try parse(arguments)
        } catch {
            return CommandResult(exitCode: 2, standardError: "replay report: \(error)\n" + usage)
        }
        let run: ReplayRun
        do {
            run = try RunDocumentReader.read(input)
        } catch {
            return CommandResult(exitCode: 1, standardError: "replay report: \(error)\n")
        }
        let page = ReplayHTMLReport(run: run)
        if let problem = page.encodingError {
            return CommandResult(exitCode: 1, standardError: "replay report: \(problem)\n")
        }
        guard let output else { return CommandResult(exitCode: 0, standardOutput: page.html) }
        do {
            try page.write(to: output)
        } catch {
            return CommandResult(exitCode: 1, standardError: "replay report: \(error)\n")
        }
        return CommandResult(exitCode: 0, standardOutput: "page: wrote \(output)\n")
    }

    /// Why the command line was not understood.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// The run's path and the page's, nil for standard output.
    private static func parse(_ arguments: [String]) throws(UsageError) -> (input: String, output: String?) {
        var input: String?
        var output: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-o", "--output":
                guard let file = remaining.popFirst(), !file.hasPrefix("-") || file == "-" else {
                    throw UsageError(description: "\(argument) needs a file")
                }
                output = file == "-" ? nil : file
            case _ where argument.hasPrefix("-"):
                throw UsageError(description: "unknown option \(argument)")
            default:
                guard input == nil else {
                    throw UsageError(description: "one run at a time (got \(input!) and \(argument))")
                }
                input = argument
            }
        }
        guard let input else { throw UsageError(description: "no run given: save one with replay SCRIPT.jsonl --json") }
        return (input, output)
    }
}
