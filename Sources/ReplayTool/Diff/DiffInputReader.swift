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
        guard let text = String(validating: data, as: UTF8.self) else {
            let position = firstInvalidPosition(in: data)
            throw .notUTF8(file: file, line: position.line, column: position.column)
        }
        return text
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
    /// part of valid UTF-8.
    private static func firstInvalidPosition(in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while case .valid(let encoded) = parser.parseScalar(from: &bytes) {
            if encoded.count == 1 && encoded.first == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
