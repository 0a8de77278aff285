import Foundation
import InteractorAdapter

/// Reads diff inputs from disk: a whole file as one document, or a file's lines.
enum DiffInputReader {
    /// The text of `file`, or why it cannot be had.
    static func text(of file: String) throws(DiffInputError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw .fileNotFound(file: file)
        }
        if isDirectory.boolValue { throw .unreadable(file: file, reason: "it is a directory") }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .unreadable(file: file, reason: "permission denied or I/O error")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(file: file, reason: "not UTF-8 text")
        }
        return text
    }

    /// The document in `file`.
    static func document(in file: String) throws(DiffInputError) -> DiffDocument {
        let text = try text(of: file)
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw .malformedJSON(file: file, error: error)
        }
        return try DiffDocument(value, origin: DiffDocument.Origin(file: file))
    }
}
