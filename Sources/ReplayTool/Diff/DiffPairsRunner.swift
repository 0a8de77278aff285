import InteractorAdapter
import ScriptReplay

/// `replay diff --pairs FILE.jsonl --json`: one `{"source": ..., "target": ...}` per line,
/// one result object per line out, in order. Blank lines are skipped. A bad line prints an
/// error naming its line to standard error and nothing to standard output, and the run goes
/// on with the next line; the exit code is 1 if any line failed.
enum DiffPairsRunner {
    static func run(file: String) -> CommandResult {
        let text: String
        do {
            text = try DiffInputReader.text(of: file)
        } catch {
            return CommandResult(exitCode: 1, standardError: "replay diff: \(error)\n")
        }
        var output = ""
        var errors = ""
        // "\r\n" is one Character in Swift, so it must be named as a separator of its own.
        let lines = TextLines.split(text)
        for (offset, line) in lines.enumerated() {
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            do {
                let report = try self.report(line: String(line), number: offset + 1, file: file)
                output += DiffJSONPrinter.print(report) + "\n"
            } catch {
                errors += "replay diff: \(error)\n"
            }
        }
        return CommandResult(exitCode: errors.isEmpty ? 0 : 1, standardOutput: output, standardError: errors)
    }

    private static func report(line: String, number: Int, file: String) throws(DiffInputError) -> DiffReport {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line, firstLine: number, allowingDuplicateKeys: true)
        } catch {
            throw .malformedJSON(file: file, error: error)
        }
        let locator = JSONTextLocator(line, firstLine: number)
        let lineOrigin = DiffDocument.Origin(file: file, locator: locator)
        guard case .object = value else {
            throw lineOrigin.error(
                [], "", "expected an object with \"source\" and \"target\", found \(value.kindDescription)")
        }
        guard let source = value["source"] else { throw lineOrigin.error([], "", "missing \"source\"") }
        guard let target = value["target"] else { throw lineOrigin.error([], "", "missing \"target\"") }
        let sourceOrigin = DiffDocument.Origin(
            file: file, locator: locator, prefix: "source", basePath: [.key("source")])
        let targetOrigin = DiffDocument.Origin(
            file: file, locator: locator, prefix: "target", basePath: [.key("target")])
        return try DiffReport(
            old: DiffDocument(source, origin: sourceOrigin), oldOrigin: sourceOrigin,
            new: DiffDocument(target, origin: targetOrigin), newOrigin: targetOrigin
        )
    }
}
