import Foundation
import InteractorAdapter
import ScriptReplay

/// Reads diff inputs from disk: a whole file as one document, or a file's lines.
enum DiffInputReader {
    /// The text of `file`, or why it cannot be had. A leading byte order mark is dropped.
    static func text(of file: String) throws(DiffInputError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw .fileNotFound(file: file)
        }
        if isDirectory.boolValue { throw .unreadable(file: file, reason: "it is a directory") }
        guard var data = FileManager.default.contents(atPath: file) else {
            throw .unreadable(file: file, reason: "permission denied or I/O error")
        }
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
        if let position = firstInvalidPosition(in: data) {
            throw .notUTF8(file: file, line: position.line, column: position.column)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The document in `file`, and where it came from (for later errors about it).
    static func document(in file: String) throws(DiffInputError) -> (DiffDocument, DiffDocument.Origin) {
        let text = try text(of: file)
        let value: JSONValue
        do {
            value = try JSONParser.parse(text, allowingDuplicateKeys: true)
        } catch {
            throw .malformedJSON(file: file, error: error)
        }
        let origin = DiffDocument.Origin(file: file, locator: JSONTextLocator(text))
        return (try DiffDocument(value, origin: origin), origin)
    }

    /// Line and column (in scalars, as the JSON parser counts) of the first byte that is not
    /// part of valid UTF-8; nil when every byte is. (`String(validating:as:)` would say whether
    /// the bytes are valid, but it needs iOS 18 / macOS 15.)
    private static func firstInvalidPosition(in data: Data) -> (line: Int, column: Int)? {
        var line = 1
        var column = 1
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                if encoded.count == 1 && encoded.first == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                return (line, column)
            }
        }
    }
}
