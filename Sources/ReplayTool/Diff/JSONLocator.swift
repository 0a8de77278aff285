import InteractorAdapter

/// Finds where a value sits in JSON text that has already been parsed, so that an error
/// about the value's *meaning* (a missing `"id"`, `"items"` that is not an array) can name
/// its line and column like a syntax error does. Only errors pay for the scan.
///
/// Lines and columns count as `JSONParser` counts them: lines from `firstLine`, columns from
/// 1 in Unicode scalars.
struct JSONLocator: Sendable {
    /// One step into a value: an array element or an object member (the last one when the
    /// key is written twice, as `JSONValue`'s subscript reads it).
    enum Step: Sendable, Equatable {
        case index(Int)
        case key(String)
    }

    private let bytes: [UInt8]
    private let firstLine: Int

    init(text: String, firstLine: Int = 1) {
        bytes = Array(text.utf8)
        self.firstLine = firstLine
    }

    /// The line and column where the value at `path` starts (as far as `path` leads).
    func position(of path: [Step]) -> (line: Int, column: Int) {
        position(atOffset: offset(of: path))
    }

    // MARK: - Private

    private func offset(of path: [Step]) -> Int {
        var index = skipWhitespace(0)
        for step in path {
            guard let next = enter(step, at: index) else { break }
            index = next
        }
        return index
    }

    /// The offset of the value `step` leads to from the value at `index`, or nil.
    private func enter(_ step: Step, at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch step {
        case .index(let wanted):
            guard bytes[start] == UInt8(ascii: "[") else { return nil }
            var index = skipWhitespace(start + 1)
            for _ in 0..<wanted {
                index = skipWhitespace(skipValue(index))
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                index = skipWhitespace(index + 1)
            }
            return index < bytes.count && bytes[index] != UInt8(ascii: "]") ? index : nil
        case .key(let wanted):
            guard bytes[start] == UInt8(ascii: "{") else { return nil }
            var found: Int?
            var index = skipWhitespace(start + 1)
            while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                let keyEnd = skipString(index)
                let key = try? JSONParser.parse(String(decoding: bytes[index..<keyEnd], as: UTF8.self))
                index = skipWhitespace(skipWhitespace(keyEnd) + 1)   // past ':'
                if key == .string(wanted) { found = index }
                index = skipWhitespace(skipValue(index))
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index = skipWhitespace(index + 1)
            }
            return found
        }
    }

    /// The offset just past the value starting at `start`.
    private func skipValue(_ start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return skipString(start)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            // Counted, not recursive: the parser allows deep nesting.
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): index = skipString(index); continue
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return index
        default:
            var index = start
            while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
            return index
        }
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return true
        default: return false
        }
    }

    /// The offset just past the string whose opening quote is at `start`.
    private func skipString(_ start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return index
    }

    private func skipWhitespace(_ start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    private func position(atOffset offset: Int) -> (line: Int, column: Int) {
        var line = firstLine
        var lineStart = 0
        let end = min(offset, bytes.count)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (line, column)
    }
}
