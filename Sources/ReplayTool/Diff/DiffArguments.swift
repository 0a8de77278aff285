/// The command line of `replay diff`, checked before any file is opened.
///
/// ```
/// replay diff OLD.json NEW.json [--json]
/// replay diff --pairs FILE.jsonl --json
/// ```
///
/// Options may come in any order; `--` ends the options (for file names starting with `-`).
/// An unknown option, a missing or extra file, `--pairs` without its file, `--pairs` with
/// files, or `--pairs` without `--json` (pairs are only printed as JSON lines) is a usage
/// error: exit code 2, the reason and the usage on standard error.
enum DiffArguments: Equatable {
    case files(old: String, new: String, json: Bool)
    case pairs(file: String)
    case help

    static let usage = """
        usage: replay diff OLD.json NEW.json [--json]
               replay diff --pairs FILE.jsonl --json

        """

    /// Why the command line is not one `replay diff` accepts.
    struct UsageError: Error, CustomStringConvertible, Equatable {
        var description: String
    }

    init(_ arguments: [String]) throws(UsageError) {
        var json = false
        var pairsFile: String?
        var files: [String] = []
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "--json": json = true
            case "-h", "--help":
                self = .help
                return
            case "--pairs":
                guard let file = remaining.popFirst() else { throw UsageError(description: "--pairs needs a file") }
                pairsFile = file
            case _ where argument.hasPrefix("--pairs="):
                pairsFile = String(argument.dropFirst("--pairs=".count))
            default:
                throw UsageError(description: "unknown option '\(argument)'")
            }
        }
        self = try Self.resolve(json: json, pairsFile: pairsFile, files: files)
    }

    private static func resolve(json: Bool, pairsFile: String?, files: [String]) throws(UsageError) -> DiffArguments {
        if let pairsFile {
            guard files.isEmpty else {
                throw UsageError(description: "--pairs takes no other files, got '\(files.joined(separator: "' '"))'")
            }
            guard json else { throw UsageError(description: "--pairs prints JSON lines only; add --json") }
            return .pairs(file: pairsFile)
        }
        guard files.count == 2 else {
            throw UsageError(description: "expected two files, OLD.json and NEW.json, got \(files.count)")
        }
        return .files(old: files[0], new: files[1], json: json)
    }
}
