import InteractorAdapter

/// Why a diff input could not be read. Every message names the file, and the line and
/// column or the offending element, so that it can be fixed without guessing.
enum DiffInputError: Error, CustomStringConvertible, Equatable {
    /// The file does not exist.
    case fileNotFound(file: String)
    /// The file exists but could not be read as UTF-8 text.
    case unreadable(file: String, reason: String)
    /// The text is not JSON; the error carries the line and column.
    case malformedJSON(file: String, error: JSONParseError)
    /// The JSON does not have the diff shape; `location` names the element ("item 3").
    case wrongShape(file: String, location: String, problem: String)

    var description: String {
        switch self {
        case .fileNotFound(let file):
            return "\(file): no such file"
        case .unreadable(let file, let reason):
            return "\(file): cannot read: \(reason)"
        case .malformedJSON(let file, let error):
            return "\(file):\(error.line):\(error.column): \(error.reason)"
        case .wrongShape(let file, let location, let problem):
            return location.isEmpty ? "\(file): \(problem)" : "\(file): \(location): \(problem)"
        }
    }
}
