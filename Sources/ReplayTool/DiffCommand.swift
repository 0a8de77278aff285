/// `replay diff`: diffs two JSON files, or many pairs from a JSON-lines file, with the
/// package's differ, and prints the stages (see ``DiffArguments`` for the command line).
///
/// A file is a flat array of items `{"id": <string or number>, "content": <any JSON>}` or an
/// array of sections `{"id": ..., "content": ..., "items": [items]}`. `"content"` may be
/// omitted (it is then `null`) and is compared by JSON equality; other members are ignored
/// by the diff and printed back as they were. An empty array fits either shape.
///
/// Exit codes: 0 success, 1 unreadable or malformed input (nothing on standard output for
/// it), 2 usage error.
enum DiffCommand {
    static func run(_ arguments: [String]) -> CommandResult {
        let parsed: DiffArguments
        do {
            parsed = try DiffArguments(arguments)
        } catch {
            return CommandResult(exitCode: 2, standardError: "replay diff: \(error)\n" + DiffArguments.usage)
        }
        switch parsed {
        case .help:
            return CommandResult(exitCode: 0, standardOutput: DiffArguments.usage)
        case let .pairs(file):
            return DiffPairsRunner.run(file: file)
        case let .files(old, new, json):
            return diffFiles(old: old, new: new, json: json)
        }
    }

    private static func diffFiles(old: String, new: String, json: Bool) -> CommandResult {
        do {
            let oldDocument = try DiffInputReader.document(in: old)
            let newDocument = try DiffInputReader.document(in: new)
            let report = try DiffReport(
                old: oldDocument, oldOrigin: DiffDocument.Origin(file: old),
                new: newDocument, newOrigin: DiffDocument.Origin(file: new)
            )
            let output = json ? DiffJSONPrinter.print(report) + "\n" : DiffTextPrinter.print(report)
            return CommandResult(exitCode: 0, standardOutput: output)
        } catch {
            return CommandResult(exitCode: 1, standardError: "replay diff: \(error)\n")
        }
    }
}
