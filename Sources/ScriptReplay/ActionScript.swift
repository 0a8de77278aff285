import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A screen run written down: a header naming the screen and the list, then one step a line.
///
/// Scripts are JSON Lines. A line whose first non-blank character is `#` is a comment;
/// blank lines are skipped. The first other line is the header (`ScriptHeader`); every
/// later one is a step (`ScriptStep`) with exactly one key:
///
/// ```text
/// # Add two tasks and tick one off.
/// {"screen": "todo", "viewport": 600}
/// {"dispatch": {"add": {"text": "Milk"}}}
/// {"dispatch": {"add": {"text": "Eggs"}}}
/// {"tap": [0, 1]}
/// {"expect": {"rows": 2, "contains": ["Milk", "Eggs"]}}
/// ```
///
/// Parsing only checks the format. Whether the screen exists, an action decodes or a tap
/// hits a row is decided by the replay, which names the step's line when it does not.
package struct ActionScript: Equatable, Sendable {
    /// The path the script was read from, as given to `parse(_:file:)`; used in messages.
    package var file: String
    /// The first line: the screen and how the list is set up.
    package var header: ScriptHeader
    /// The steps in order, each with the line it was written on.
    package var steps: [ParsedScriptLine]

    package init(file: String, header: ScriptHeader, steps: [ParsedScriptLine]) {
        self.file = file
        self.header = header
        self.steps = steps
    }

    /// Reads a script. Pure: it touches no file and no screen.
    /// - Parameters:
    ///   - text: the whole script.
    ///   - file: the path to name in errors.
    /// - Throws: `ScriptError` naming the file, line and column of the first problem.
    package static func parse(_ text: String, file: String) throws(ScriptError) -> ActionScript {
        try ActionScriptParser(file: file).parse(text)
    }

    /// Reads as much of a script as is well formed, so that a replay can run every step up
    /// to the first bad line and then stop there with its error.
    /// - Returns: the header and the steps before the first bad line, and that line's error
    ///   (nil when the whole script is well formed).
    /// - Throws: `ScriptError` when the script has no valid header (empty, or a bad first line).
    package static func parsePrefix(
        _ text: String, file: String
    ) throws(ScriptError) -> (script: ActionScript, stoppedBy: ScriptError?) {
        try ActionScriptParser(file: file).parsePrefix(text)
    }

    /// The script's lines as `parse` numbers them (line 1 first), to quote a step as written.
    package static func lines(of text: String) -> [Substring] {
        ActionScriptParser.lines(of: text)
    }
}
