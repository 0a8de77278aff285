import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A script line after parsing: its step and the 1-based line it was written on, so that
/// the replay can name the line of a step that fails. (`RawScriptLine` is a line before
/// parsing.)
package struct ParsedScriptLine: Equatable, Sendable {
    /// The line in the script file, counting from 1.
    package var line: Int
    /// What to do.
    package var step: ScriptStep
    /// The line as written, so that the replay can point at a key on it.
    package var text: String

    package init(line: Int, step: ScriptStep, text: String = "") {
        self.line = line
        self.step = step
        self.text = text
    }
}
