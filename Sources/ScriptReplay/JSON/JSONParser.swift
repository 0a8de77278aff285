import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Reads JSON text (RFC 8259) into a `JSONValue`, reporting the line and column of the
/// first error. Nesting deeper than `maximumDepth` is an error rather than a stack overflow,
/// and so is a key written twice in one object (unless `allowingDuplicateKeys`, for the
/// documents `replay diff` compares, where the last one counts).
///
/// ```swift
/// let value = try JSONParser.parse(#"{"id": 1, "content": "Milk"}"#)
/// ```
package struct JSONParser {
    // MARK: Lifecycle

    private init(_ text: Substring, firstLine: Int, allowingDuplicateKeys: Bool) {
        // One copy of the bytes at memory speed (`Array(text.utf8)` copies byte by byte).
        bytes = text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8)
        self.firstLine = firstLine
        self.allowingDuplicateKeys = allowingDuplicateKeys
    }

    // MARK: Internal

    package static let maximumDepth = 512
    /// The longest number, in characters: a double needs at most 767 significant digits,
    /// and a longer one would cost its length to convert.
    package static let maximumNumberLength = 1024

    /// Parses one complete JSON document; anything but whitespace after it is an error.
    /// - Parameters:
    ///   - firstLine: the line number the text starts on, for errors in a line of a larger file.
    ///   - allowingDuplicateKeys: keep every member of an object whose key is written twice
    ///     instead of failing at the second one.
    package static func parse(
        _ text: String, firstLine: Int = 1, allowingDuplicateKeys: Bool = false
    ) throws(JSONParseError) -> JSONValue {
        try parse(text[...], firstLine: firstLine, allowingDuplicateKeys: allowingDuplicateKeys)
    }

    /// `parse(_:firstLine:allowingDuplicateKeys:)` on part of a text (a line of a file),
    /// without copying it first.
    package static func parse(
        _ text: Substring, firstLine: Int = 1, allowingDuplicateKeys: Bool = false
    ) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(text, firstLine: firstLine, allowingDuplicateKeys: allowingDuplicateKeys)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    // MARK: Private

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// Line numbers are reported relative to this one (for a line inside a larger file).
    private let firstLine: Int
    private let allowingDuplicateKeys: Bool

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try nested { (parser: inout JSONParser) throws(JSONParseError) in try parser.parseObject() }
        case UInt8(ascii: "["):
            return try nested { (parser: inout JSONParser) throws(JSONParseError) in try parser.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func nested(
        _ body: (inout JSONParser) throws(JSONParseError) -> JSONValue
    ) throws(JSONParseError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        if depth > JSONParser.maximumDepth { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a string key")
            }
            let keyStart = index
            let key = try parseString()
            if !allowingDuplicateKeys, isDuplicate(key, among: members, keys: &keys) {
                index = keyStart
                throw error("duplicate key \(EchoedText.quoted(key)); write each key of an object once")
            }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("unexpected \(describeCurrent()), expected ':'") }
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "}")) { return .object(members) }
            throw error("unexpected \(describeCurrent()), expected ',' or '}'")
        }
    }

    /// Whether `key` is already a member: a look along the members while there are few, a
    /// set of the keys (built once) when there are many.
    private func isDuplicate(
        _ key: String, among members: [(key: String, value: JSONValue)], keys: inout Set<String>
    ) -> Bool {
        guard members.count >= 16 else { return members.contains { $0.key == key } }
        if keys.isEmpty { keys = Set(members.map(\.key)) }
        return !keys.insert(key).inserted
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            throw error("unexpected \(describeCurrent()), expected ',' or ']'")
        }
    }

    /// The string literal at `index`, its runs without escapes copied whole (the text is
    /// UTF-8 already), each escape decoded.
    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var decoded: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            // The run up to the next byte that needs a look: a quote, an escape, a control.
            index = bytes.withUnsafeBufferPointer { [index] buffer in
                var position = index
                while position < buffer.count {
                    let byte = buffer[position]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    position += 1
                }
                return position
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                if decoded.isEmpty { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                decoded += bytes[runStart..<index]
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string; write it escaped") }
            decoded += bytes[runStart..<index]
            decoded += try parseEscape().utf8
            runStart = index
        }
        throw error("unterminated string")
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error("unpaired surrogate \\u\(String(high, radix: 16))")
                }
                index += 2
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("unpaired surrogate \\u\(String(high, radix: 16))")
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("unpaired surrogate \\u\(String(high, radix: 16))")
            }
            return scalar
        default:
            index -= 1
            throw error("invalid escape \\\(describeCurrent())")
        }
    }

    private mutating func parseHexQuad() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number cannot have a leading zero") }
        } else {
            skipDigits()
        }
        if consume(UInt8(ascii: ".")) {
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        guard index - start <= JSONParser.maximumNumberLength else {
            let length = index - start
            let shown = String(decoding: bytes[start..<(start + EchoedText.limit)], as: UTF8.self)
            index = start
            throw error(
                "number \(shown)… (\(length) characters) is too long; "
                    + "a number has at most \(JSONParser.maximumNumberLength) characters")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(EchoedText.bare(text)) is out of range")
        }
        return JSONNumber(value: value, text: text)
    }

    private mutating func expectWord(_ word: String) throws(JSONParseError) {
        let start = index
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                index = start
                throw error("invalid literal, expected '\(word)'")
            }
            index += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let scalarEnd = bytes[index...].dropFirst().firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
        return "'" + String(decoding: bytes[index..<scalarEnd], as: UTF8.self) + "'"
    }

    private func error(_ reason: String) -> JSONParseError {
        let (line, column) = Self.lineAndColumn(of: bytes, at: index, firstLine: firstLine)
        return JSONParseError(line: line, column: column, reason: reason)
    }

    /// The line (from `firstLine`) and column (from 1, in Unicode scalars) of `offset` in
    /// UTF-8 `bytes`, lines ending at LF, CR or CRLF.
    package static func lineAndColumn(of bytes: [UInt8], at offset: Int, firstLine: Int) -> (line: Int, column: Int) {
        var line = firstLine
        var lineStart = 0
        let end = min(offset, bytes.count)
        for position in 0..<end {
            switch bytes[position] {
            case 0x0D: line += 1
            case 0x0A where position == 0 || bytes[position - 1] != 0x0D: line += 1
            case 0x0A: break
            default: continue
            }
            lineStart = position + 1
        }
        // Columns count characters (Unicode scalars), not bytes.
        let column = bytes[lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (line, column)
    }
}
