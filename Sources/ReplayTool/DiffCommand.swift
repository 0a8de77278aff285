/// `replay diff`: diffs two JSON files, or many pairs from a JSON-lines file, with the
/// package's differ, and prints the stages (see ``DiffArguments`` for the command line).
///
/// A file is a flat array of items `{"id": <string or number>, "content": <any JSON>}` or an
/// array of sections `{"id": ..., "content": ..., "items": [items]}` (``DiffDocument`` tells
/// which). `"content"` may be omitted (it is then `null`); other members are ignored by the
/// diff and printed back as they were. An empty array fits either shape.
///
/// Ids and content compare by JSON equality (``CanonicalJSON``): `1`, `1.0` and `1e0` are the
/// same id, `"1"` and `1` are not; objects are equal whatever their key order; strings are
/// equal when their Unicode scalars are, whether written escaped or not. A key written twice
/// in one object counts once, with its last value. A leading UTF-8 byte order mark is ignored.
///
/// Every input error names the file and a line and column: of the syntax error, or of the
/// value that does not fit the shape (`old.json:3:14: item 2: "id" must be a string or a
/// number, found null`).
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
            let (oldDocument, oldOrigin) = try DiffInputReader.document(in: old)
            let (newDocument, newOrigin) = try DiffInputReader.document(in: new)
            let report = try DiffReport(old: oldDocument, oldOrigin: oldOrigin, new: newDocument, newOrigin: newOrigin)
            let output = json ? DiffJSONPrinter.print(report) + "\n" : DiffTextPrinter.print(report)
            return CommandResult(exitCode: 0, standardOutput: output)
        } catch {
            return CommandResult(exitCode: 1, standardError: "replay diff: \(error)\n")
        }
    }
}
