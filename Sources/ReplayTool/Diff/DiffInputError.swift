import InteractorAdapter
import ScriptReplay

/// Why a diff input could not be read. Every message names the file, and the line and
/// column of the offending text or value, so that it can be fixed without guessing.
enum DiffInputError: Error, CustomStringConvertible, Equatable {
    /// The file does not exist.
    case fileNotFound(file: String)
    /// The file exists but could not be read.
    case unreadable(file: String, reason: String)
    /// The bytes at `line`:`column` are not UTF-8.
    case notUTF8(file: String, line: Int, column: Int)
    /// The text is not JSON; the error carries the line and column.
    case malformedJSON(file: String, error: JSONParseError)
    /// The JSON does not have the diff shape: the value at `line`:`column`, which `location`
    /// names ("section 2, item 3"), has `problem`.
    case wrongShape(file: String, line: Int, column: Int, location: String, problem: String)

    var description: String {
        switch self {
        case .fileNotFound(let file):
            return "\(file): no such file"
        case .unreadable(let file, let reason):
            return "\(file): cannot read: \(reason)"
        case .notUTF8(let file, let line, let column):
            return "\(file):\(line):\(column): not UTF-8 text"
        case .malformedJSON(let file, let error):
            return "\(file):\(error.line):\(error.column): \(error.reason)"
        case .wrongShape(let file, let line, let column, let location, let problem):
            let place = "\(file):\(line):\(column)"
            return location.isEmpty ? "\(place): \(problem)" : "\(place): \(location): \(problem)"
        }
    }
}
