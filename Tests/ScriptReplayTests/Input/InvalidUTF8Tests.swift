import Foundation
import Testing

@testable import ScriptReplay

/// A file that is not UTF-8 is reported at its first bad byte.
@Suite struct InvalidUTF8Tests {
    @Test func findsTheLineAndColumnOfTheFirstBadByte() {
        let bytes = Array("{\"a\": 1}\n{\"é\": \"caf".utf8) + [0xE9] + Array("\"}".utf8)
        #expect(InvalidUTF8.find(in: bytes) == InvalidUTF8(line: 2, column: 11, byte: 0xE9))
        #expect(InvalidUTF8.find(in: Array("{\"é\": 1}".utf8)) == nil)
        #expect(
            InvalidUTF8(line: 2, column: 12, byte: 0xE9).description
                == "invalid UTF-8 (byte 0xE9); save the file as UTF-8")
    }

    @Test func aScriptFileThatIsNotUTF8NamesItsLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("utf8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.jsonl").path
        let bytes =
            Array("{\"screen\": \"todo\", \"viewport\": 600}\r\n{\"dispatch\": {\"add\": {\"text\": \"caf".utf8) + [
                0xFF
            ]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(
            throws: ScriptFileError(
                path: path, message: "\(path):2:35: invalid UTF-8 (byte 0xFF); save the file as UTF-8")
        ) {
            try ScriptFile.load(path)
        }
    }
}
