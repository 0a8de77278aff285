import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Where something was written in an action script: file, 1-based line and column.
///
/// Prints the way compilers do, so editors and terminals can jump to it:
/// `Interactors/Scripts/todo-basics.jsonl:4:2`.
public struct ScriptLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The script's path, as it was given to `ActionScript.parse(_:file:)`.
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1 in Unicode scalars.
    public var column: Int

    /// A place in `file`; the column defaults to the line's start.
    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
