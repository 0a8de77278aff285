import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Turns script text into an `ActionScript`: splits lines, skips comments, reads the
/// header, then one step per line.
struct ActionScriptParser {
    let file: String

    func parse(_ text: String) throws(ScriptError) -> ActionScript {
        let (script, stoppedBy) = try parsePrefix(text)
        if let stoppedBy { throw stoppedBy }
        return script
    }

    /// The header and every step before the first bad line, with that line's error; throws
    /// only when there is no header to run the steps on.
    func parsePrefix(_ text: String) throws(ScriptError) -> (script: ActionScript, stoppedBy: ScriptError?) {
        var header: ScriptHeader?
        var steps: [ParsedScriptLine] = []
        for (index, lineText) in Self.lines(of: text).enumerated() where Self.isContent(lineText) {
            let line = RawScriptLine(file: file, number: index + 1, text: lineText)
            guard let header else {
                header = try ScriptHeaderReader(line: line).read(try line.parseJSON())
                continue
            }
            do throws(ScriptError) {
                let step = try ScriptStepReader(line: line).read(try line.parseJSON())
                steps.append(ParsedScriptLine(line: line.number, step: step, text: String(lineText)))
            } catch {
                return (ActionScript(file: file, header: header, steps: steps), error)
            }
        }
        guard let header else { throw .emptyScript(file: file) }
        return (ActionScript(file: file, header: header, steps: steps), nil)
    }

    /// Lines ended by `\n`, `\r\n` or `\r`, so that every platform's line ends read the same.
    static func lines(of text: String) -> [Substring] {
        TextLines.split(text)
    }

    /// False for blank lines and `#` comments (after optional leading whitespace).
    static func isContent(_ line: Substring) -> Bool {
        guard let first = line.first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return first != "#"
    }
}
