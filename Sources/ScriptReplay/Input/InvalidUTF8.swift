/// Where a file stops being UTF-8: the line and column of the first byte that is not, so
/// that a script or a batch saved in another encoding is reported like any other mistake.
///
/// ```text
/// todo.jsonl:3:18: invalid UTF-8 (byte 0xE9); save the file as UTF-8
/// ```
package struct InvalidUTF8: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, counting from 1 (lines end at LF, CR or CRLF).
    package var line: Int
    /// The column, counting from 1 in Unicode scalars.
    package var column: Int
    /// The first byte that is not UTF-8.
    package var byte: UInt8

    package init(line: Int, column: Int, byte: UInt8) {
        self.line = line
        self.column = column
        self.byte = byte
    }

    /// The first invalid byte of `bytes`, or nil when they are all UTF-8.
    /// - Complexity: O(n).
    package static func find(in bytes: [UInt8]) -> InvalidUTF8? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error:
                let (line, column) = JSONParser.lineAndColumn(of: bytes, at: offset, firstLine: 1)
                return InvalidUTF8(line: line, column: column, byte: bytes[offset])
            }
        }
    }

    /// `invalid UTF-8 (byte 0xE9); save the file as UTF-8`, without the location.
    package var description: String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); save the file as UTF-8"
    }
}
