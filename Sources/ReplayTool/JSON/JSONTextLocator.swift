import InteractorAdapter
import ScriptReplay

/// Finds where a value sits in the text of a JSON document that has already parsed, so that
/// an error about the value's shape can name its line and column like a syntax error does.
///
/// The document is known to be valid, so the scan only skips values: it never reports
/// syntax. Object members written twice resolve to the last one, as `JSONValue` does. Only
/// errors pay for the scan.
struct JSONTextLocator: Sendable {
    // MARK: Lifecycle

    /// - Parameter firstLine: the line number of the text's first line (a JSON-lines file's
    ///   line), counted as `JSONParser` counts it.
    init(_ text: String, firstLine: Int = 1) {
        bytes = Array(text.utf8)
        self.firstLine = firstLine
    }

    // MARK: Internal

    /// The line and column (columns from 1, in Unicode scalars) where the value at `path`
    /// starts, or, when `pointingAtKey` is true, where the key of its last step is written.
    /// A path that leads nowhere (a missing key, an index past the end) stops at the last
    /// value it reached: the error is then about that value.
    func position(of path: [JSONPathStep], pointingAtKey: Bool = false) -> (line: Int, column: Int) {
        var offset = skipWhitespace(from: 0)
        var keyOffset = offset
        for step in path {
            guard let found = child(step, ofValueAt: offset) else {
                keyOffset = offset
                break
            }
            (keyOffset, offset) = found
        }
        return lineAndColumn(at: pointingAtKey ? keyOffset : offset)
    }

    // MARK: Private

    private let bytes: [UInt8]
    private let firstLine: Int

    /// The offsets of the key (or element) and of the value that `step` leads to from the
    /// value starting at `offset`.
    private func child(_ step: JSONPathStep, ofValueAt offset: Int) -> (key: Int, value: Int)? {
        guard offset < bytes.count else { return nil }
        switch (step, bytes[offset]) {
        case (.key(let name), UInt8(ascii: "{")):
            var found: (key: Int, value: Int)?
            var position = skipWhitespace(from: offset + 1)
            while position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                let keyStart = position
                let keyEnd = skipString(from: position)
                let valueStart = skipWhitespace(from: skipWhitespace(from: keyEnd) + 1)
                if decodedString(keyStart..<keyEnd) == name { found = (keyStart, valueStart) }
                position = skipSeparator(from: skipValue(from: valueStart))
            }
            return found
        case (.index(let index), UInt8(ascii: "[")):
            var position = skipWhitespace(from: offset + 1)
            var current = 0
            while position < bytes.count, bytes[position] != UInt8(ascii: "]") {
                if current == index { return (position, position) }
                position = skipSeparator(from: skipValue(from: position))
                current += 1
            }
            return nil
        default:
            return nil
        }
    }

    /// Past the `,` after a member or element, and the whitespace around it.
    private func skipSeparator(from offset: Int) -> Int {
        let position = skipWhitespace(from: offset)
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return position }
        return skipWhitespace(from: position + 1)
    }

    /// Past the value starting at `offset`.
    private func skipValue(from offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            return skipString(from: offset)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var position = offset
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position = skipString(from: position)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default:
                    break
                }
                position += 1
            }
            return position
        default:
            var position = offset
            while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
            return position
        }
    }

    /// Past the string literal whose opening quote is at `offset`.
    private func skipString(from offset: Int) -> Int {
        var position = offset + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): return position + 1
            default: position += 1
            }
        }
        return position
    }

    private func skipWhitespace(from offset: Int) -> Int {
        var position = offset
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return position
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
    }

    /// The string literal in `range`, with its escapes decoded (by the package's parser).
    private func decodedString(_ range: Range<Int>) -> String? {
        let literal = String(decoding: bytes[range], as: UTF8.self)
        guard case .string(let value)? = try? JSONParser.parse(literal) else { return nil }
        return value
    }

    /// Counted as `JSONParser` counts them: lines from `firstLine`, columns in Unicode scalars from 1.
    private func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
        JSONParser.lineAndColumn(of: bytes, at: offset, firstLine: firstLine)
    }
}
