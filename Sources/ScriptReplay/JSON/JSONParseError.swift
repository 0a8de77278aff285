import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Why a JSON text could not be read, with the 1-based line and column where it went wrong.
package struct JSONParseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The line of the offending character, counting from 1.
    package var line: Int
    /// The column of the offending character, counting from 1 (in Unicode scalars).
    package var column: Int
    /// What was wrong there.
    package var reason: String

    package init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    package var description: String { "line \(line), column \(column): \(reason)" }
}
