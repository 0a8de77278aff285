import Foundation
import InteractorAdapter

/// The contents of a `replay check-batch` file, read from JSON with errors that name the
/// file and the line and column (malformed JSON) or the key (a value of the wrong shape).
struct CheckBatchInput: Equatable {
    var before: [Int] = []
    var after: [Int] = []
    var style: ListStyle = .table
    var update = BatchUpdate()

    /// Why a batch file could not be read.
    enum ReadError: Error, CustomStringConvertible, Equatable {
        /// The file could not be opened or is not UTF-8.
        case unreadable(path: String, reason: String)
        /// The text is not JSON.
        case malformed(path: String, JSONParseError)
        /// A value has the wrong shape; `key` is its path, as in `update.moveItems[1]`.
        case wrongShape(path: String, key: String, expected: String)

        var description: String {
            switch self {
            case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
            case let .malformed(path, error): return "\(path):\(error.line):\(error.column): \(error.reason)"
            case let .wrongShape(path, key, expected): return "\(path): \"\(key)\" must be \(expected)"
            }
        }
    }

    static let topLevelKeys: Set = ["before", "after", "style", "update"]
    static let updateKeys: Set = [
        "deleteSections", "insertSections", "reloadSections", "moveSections",
        "deleteItems", "insertItems", "reloadItems", "moveItems",
    ]

    /// Reads and checks the shape of the file at `path`.
    static func read(path: String) throws(ReadError) -> CheckBatchInput {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, reason: FileManager.default.fileExists(atPath: path)
                ? "not a readable UTF-8 file" : "no such file")
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw .malformed(path: path, error)
        }
        let reader = ShapeReader(path: path)
        return try reader.input(from: json)
    }
}

/// Turns a parsed JSON document into a `CheckBatchInput`, naming the key of any value
/// whose shape is wrong.
private struct ShapeReader {
    let path: String

    func input(from json: JSONValue) throws(CheckBatchInput.ReadError) -> CheckBatchInput {
        let members = try object(json, key: "(top level)", allowed: CheckBatchInput.topLevelKeys)
        var input = CheckBatchInput()
        input.before = try counts(members["before"], key: "before")
        input.after = try counts(members["after"], key: "after")
        if let style = members["style"] {
            guard case .string(let name) = style, let parsed = ListStyle(rawValue: name) else {
                throw fail("style", "\"table\" or \"collection\"")
            }
            input.style = parsed
        }
        if let update = members["update"] {
            input.update = try batch(update)
        }
        return input
    }

    private func batch(_ json: JSONValue) throws(CheckBatchInput.ReadError) -> BatchUpdate {
        let members = try object(json, key: "update", allowed: CheckBatchInput.updateKeys)
        var update = BatchUpdate()
        update.deleteSections = try integers(members["deleteSections"], key: "update.deleteSections")
        update.insertSections = try integers(members["insertSections"], key: "update.insertSections")
        update.reloadSections = try integers(members["reloadSections"], key: "update.reloadSections")
        update.moveSections = try list(members["moveSections"], key: "update.moveSections") { value, key throws(CheckBatchInput.ReadError) in
            let pair = try pair(value, key: key, expected: "a pair [from, to] of integers")
            return .init(from: try integer(pair.0, key: key, expected: "a pair [from, to] of integers"),
                         to: try integer(pair.1, key: key, expected: "a pair [from, to] of integers"))
        }
        update.deleteItems = try indexPaths(members["deleteItems"], key: "update.deleteItems")
        update.insertItems = try indexPaths(members["insertItems"], key: "update.insertItems")
        update.reloadItems = try indexPaths(members["reloadItems"], key: "update.reloadItems")
        update.moveItems = try list(members["moveItems"], key: "update.moveItems") { value, key throws(CheckBatchInput.ReadError) in
            let expected = "a pair [[section, item], [section, item]]"
            let pair = try pair(value, key: key, expected: expected)
            return .init(from: try indexPath(pair.0, key: key, expected: expected),
                         to: try indexPath(pair.1, key: key, expected: expected))
        }
        return update
    }

    // MARK: Shapes

    private func object(
        _ json: JSONValue, key: String, allowed: Set<String>
    ) throws(CheckBatchInput.ReadError) -> [String: JSONValue] {
        guard case .object(let members) = json else { throw fail(key, "an object") }
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            let prefix = key == "(top level)" ? "" : key + "."
            throw fail(prefix + unknown.key, "one of " + allowed.sorted().joined(separator: ", ") + " (unknown key)")
        }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    private func list<T>(
        _ json: JSONValue?, key: String, _ element: (JSONValue, String) throws(CheckBatchInput.ReadError) -> T
    ) throws(CheckBatchInput.ReadError) -> [T] {
        guard let json else { return [] }
        guard case .array(let values) = json else { throw fail(key, "an array") }
        var result: [T] = []
        for (index, value) in values.enumerated() {
            result.append(try element(value, "\(key)[\(index)]"))
        }
        return result
    }

    private func counts(_ json: JSONValue?, key: String) throws(CheckBatchInput.ReadError) -> [Int] {
        let expected = "an array of non-negative integers (one item count per section)"
        guard let json else { return [] }
        guard case .array(let values) = json else { throw fail(key, expected) }
        var result: [Int] = []
        for (index, value) in values.enumerated() {
            let count = try integer(value, key: "\(key)[\(index)]", expected: "a non-negative integer")
            guard count >= 0 else { throw fail("\(key)[\(index)]", "a non-negative integer") }
            result.append(count)
        }
        return result
    }

    private func integers(_ json: JSONValue?, key: String) throws(CheckBatchInput.ReadError) -> [Int] {
        try list(json, key: key) { value, key throws(CheckBatchInput.ReadError) in
            try integer(value, key: key, expected: "an integer")
        }
    }

    private func indexPaths(_ json: JSONValue?, key: String) throws(CheckBatchInput.ReadError) -> [IndexPath] {
        try list(json, key: key) { value, key throws(CheckBatchInput.ReadError) in
            try indexPath(value, key: key, expected: "a pair [section, item] of integers")
        }
    }

    private func indexPath(
        _ json: JSONValue, key: String, expected: String
    ) throws(CheckBatchInput.ReadError) -> IndexPath {
        let pair = try pair(json, key: key, expected: expected)
        return IndexPath(item: try integer(pair.1, key: key, expected: expected),
                         section: try integer(pair.0, key: key, expected: expected))
    }

    private func pair(
        _ json: JSONValue, key: String, expected: String
    ) throws(CheckBatchInput.ReadError) -> (JSONValue, JSONValue) {
        guard case .array(let values) = json, values.count == 2 else { throw fail(key, expected) }
        return (values[0], values[1])
    }

    private func integer(_ json: JSONValue, key: String, expected: String) throws(CheckBatchInput.ReadError) -> Int {
        guard case .number(let number) = json, let value = number.intValue else { throw fail(key, expected) }
        return value
    }

    private func fail(_ key: String, _ expected: String) -> CheckBatchInput.ReadError {
        .wrongShape(path: path, key: key, expected: expected)
    }
}
