import Foundation
import InteractorAdapter
import ScriptReplay

/// The contents of a `replay check-batch` file, read from JSON with errors that name the
/// file, the line and column, and (for a value of the wrong shape) the key.
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
        /// A value has the wrong shape; `key` is its path, as in `update.moveItems[1]`, and
        /// `line` and `column` where the value (for an unknown key: the key) is written.
        case wrongShape(path: String, line: Int, column: Int, key: String, expected: String)

        var description: String {
            switch self {
            case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
            case let .malformed(path, error): return "\(path):\(error.line):\(error.column): \(error.reason)"
            case let .wrongShape(path, line, column, key, expected):
                return "\(path):\(line):\(column): \"\(key)\" must be \(expected)"
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
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let decoded = String(data: data, encoding: .utf8) else {
                let invalid = InvalidUTF8.find(in: Array(data)) ?? InvalidUTF8(line: 1, column: 1, byte: 0)
                throw ReadError.malformed(
                    path: path, JSONParseError(line: invalid.line, column: invalid.column, reason: invalid.description))
            }
            text = decoded
        } catch let error as ReadError {
            throw error
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw .unreadable(
                path: path,
                reason: !exists
                    ? "no such file"
                    : isDirectory.boolValue ? "it is a directory" : "not a readable UTF-8 file")
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw .malformed(path: path, error)
        }
        let reader = ShapeReader(path: path, locator: JSONTextLocator(text))
        return try reader.input(from: json)
    }
}

/// Turns a parsed JSON document into a `CheckBatchInput`, naming the key, line and column
/// of any value whose shape is wrong.
private struct ShapeReader {
    // MARK: Internal

    typealias ReadError = CheckBatchInput.ReadError

    let path: String
    let locator: JSONTextLocator

    func input(from json: JSONValue) throws(ReadError) -> CheckBatchInput {
        let members = try object(json, at: [], allowed: CheckBatchInput.topLevelKeys)
        var input = CheckBatchInput()
        input.before = try counts(members["before"], at: [.key("before")])
        input.after = try counts(members["after"], at: [.key("after")])
        if let style = members["style"] {
            guard case .string(let name) = style, let parsed = ListStyle(rawValue: name) else {
                throw fail([.key("style")], "\"table\" or \"collection\"")
            }
            input.style = parsed
        }
        if let update = members["update"] {
            input.update = try batch(update)
        }
        return input
    }

    // MARK: Private

    private func batch(_ json: JSONValue) throws(ReadError) -> BatchUpdate {
        let members = try object(json, at: [.key("update")], allowed: CheckBatchInput.updateKeys)
        func at(_ key: String) -> [JSONPathStep] { [.key("update"), .key(key)] }
        var update = BatchUpdate()
        update.deleteSections = try integers(members["deleteSections"], at: at("deleteSections"))
        update.insertSections = try integers(members["insertSections"], at: at("insertSections"))
        update.reloadSections = try integers(members["reloadSections"], at: at("reloadSections"))
        update.moveSections = try list(
            members["moveSections"], at: at("moveSections")
        ) { value, key throws(ReadError) in
            let expected = "a pair [from, to] of integers"
            let pair = try pair(value, at: key, expected: expected)
            return .init(
                from: try integer(pair.0, at: key, expected: expected),
                to: try integer(pair.1, at: key, expected: expected))
        }
        update.deleteItems = try indexPaths(members["deleteItems"], at: at("deleteItems"))
        update.insertItems = try indexPaths(members["insertItems"], at: at("insertItems"))
        update.reloadItems = try indexPaths(members["reloadItems"], at: at("reloadItems"))
        update.moveItems = try list(members["moveItems"], at: at("moveItems")) { value, key throws(ReadError) in
            let expected = "a pair [[section, item], [section, item]]"
            let pair = try pair(value, at: key, expected: expected)
            return .init(
                from: try indexPath(pair.0, at: key, expected: expected),
                to: try indexPath(pair.1, at: key, expected: expected))
        }
        return update
    }

    private func object(
        _ json: JSONValue, at key: [JSONPathStep], allowed: Set<String>
    ) throws(ReadError) -> [String: JSONValue] {
        guard case .object(let members) = json else { throw fail(key, "an object") }
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            throw fail(
                key + [.key(unknown.key)],
                "one of " + allowed.sorted().joined(separator: ", ") + " (unknown key)", pointingAtKey: true)
        }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    private func list<T>(
        _ json: JSONValue?, at key: [JSONPathStep], _ element: (JSONValue, [JSONPathStep]) throws(ReadError) -> T
    ) throws(ReadError) -> [T] {
        guard let json else { return [] }
        guard case .array(let values) = json else { throw fail(key, "an array") }
        var result: [T] = []
        for (index, value) in values.enumerated() {
            result.append(try element(value, key + [.index(index)]))
        }
        return result
    }

    private func counts(_ json: JSONValue?, at key: [JSONPathStep]) throws(ReadError) -> [Int] {
        let expected = "an array of non-negative integers (one item count per section)"
        guard let json else { return [] }
        guard case .array(let values) = json else { throw fail(key, expected) }
        var result: [Int] = []
        for (index, value) in values.enumerated() {
            let count = try integer(value, at: key + [.index(index)], expected: "a non-negative integer")
            guard count >= 0 else { throw fail(key + [.index(index)], "a non-negative integer") }
            result.append(count)
        }
        return result
    }

    private func integers(_ json: JSONValue?, at key: [JSONPathStep]) throws(ReadError) -> [Int] {
        try list(json, at: key) { value, key throws(ReadError) in
            try integer(value, at: key, expected: "an integer")
        }
    }

    private func indexPaths(_ json: JSONValue?, at key: [JSONPathStep]) throws(ReadError) -> [IndexPath] {
        try list(json, at: key) { value, key throws(ReadError) in
            try indexPath(value, at: key, expected: "a pair [section, item] of integers")
        }
    }

    private func indexPath(
        _ json: JSONValue, at key: [JSONPathStep], expected: String
    ) throws(ReadError) -> IndexPath {
        let pair = try pair(json, at: key, expected: expected)
        return IndexPath(
            item: try integer(pair.1, at: key, expected: expected),
            section: try integer(pair.0, at: key, expected: expected))
    }

    private func pair(
        _ json: JSONValue, at key: [JSONPathStep], expected: String
    ) throws(ReadError) -> (JSONValue, JSONValue) {
        guard case .array(let values) = json, values.count == 2 else { throw fail(key, expected) }
        return (values[0], values[1])
    }

    /// A whole number that fits in an `Int`, written as one (`3`, or `3.0` as some encoders
    /// write it); `1.5`, `1e2` and numbers past `Int`'s range are not indexes.
    private func integer(_ json: JSONValue, at key: [JSONPathStep], expected: String) throws(ReadError) -> Int {
        guard case .number(let number) = json else { throw fail(key, expected) }
        guard let whole = number.writtenInteger else {
            throw fail(key, expected + (number.integerProblem.map { " (\($0))" } ?? ""))
        }
        return whole
    }

    private func fail(_ key: [JSONPathStep], _ expected: String, pointingAtKey: Bool = false) -> ReadError {
        let position = locator.position(of: key, pointingAtKey: pointingAtKey)
        return .wrongShape(
            path: path, line: position.line, column: position.column,
            key: JSONPathStep.text(of: key), expected: expected)
    }
}
