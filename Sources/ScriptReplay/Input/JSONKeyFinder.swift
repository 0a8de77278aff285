/// Finds where an object key is written on a line of JSON, in one pass over the line: each
/// string literal is skipped once, and only a literal followed by `:` (a key) can match, so
/// a value that reads like the key is passed over. An escaped key (`"\u0074ap"`) is found
/// by its decoded text.
enum JSONKeyFinder {
    /// The column (from 1, in Unicode scalars) of the opening quote of the first key equal to
    /// `key` at or after column `after`, or nil.
    /// - Complexity: O(n) in the length of `line`.
    static func column(ofKey key: String, in line: Substring, after: Int = 1) -> Int? {
        var examined = 0
        return column(ofKey: key, in: line, after: after, examined: &examined)
    }

    /// `column(ofKey:in:after:)`, adding the bytes it read to `examined`: at most three times
    /// the line's length (a string is found, its characters counted, and an escaped one decoded).
    static func column(ofKey key: String, in line: Substring, after: Int, examined: inout Int) -> Int? {
        var count = 0
        defer { examined += count }
        let found = line.utf8.withContiguousStorageIfAvailable { bytes in
            column(ofKey: key, in: bytes, after: after, examined: &count)
        }
        if let found { return found }
        return Array(line.utf8).withUnsafeBufferPointer { column(ofKey: key, in: $0, after: after, examined: &count) }
    }

    private static func column(
        ofKey key: String, in bytes: UnsafeBufferPointer<UInt8>, after: Int, examined: inout Int
    ) -> Int? {
        let needle = Array(key.utf8)
        var offset = 0
        var column = 1
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte == UInt8(ascii: "\"") else {
                examined += 1
                if byte & 0xC0 != 0x80 { column += 1 }
                offset += 1
                continue
            }
            let (end, escaped) = endOfString(bytes, openingAt: offset)
            examined += 2 * (end - offset)  // found, then its characters counted
            if escaped, column >= after { examined += end - offset }
            if column >= after, isFollowedByColon(bytes, from: end),
                matches(bytes[(offset + 1)..<max(offset + 1, end - 1)], escaped: escaped, needle: needle, key: key)
            {
                return column
            }
            column += scalarCount(bytes[offset..<end])
            offset = end
        }
        return nil
    }

    /// Past the closing quote of the literal opening at `start`, and whether it holds an escape.
    private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, openingAt start: Int) -> (Int, Bool) {
        var offset = start + 1
        var escaped = false
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\\"):
                escaped = true
                offset += 2
            case UInt8(ascii: "\""): return (offset + 1, escaped)
            default: offset += 1
            }
        }
        return (min(offset, bytes.count), escaped)
    }

    private static func isFollowedByColon(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var offset = start
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        return offset < bytes.count && bytes[offset] == UInt8(ascii: ":")
    }

    private static func matches(
        _ contents: Slice<UnsafeBufferPointer<UInt8>>, escaped: Bool, needle: [UInt8], key: String
    ) -> Bool {
        guard escaped else { return contents.elementsEqual(needle) }
        // An escape shortens the text by at least one byte per escape, never lengthens it.
        guard contents.count >= needle.count else { return false }
        let literal = "\"" + String(decoding: contents, as: UTF8.self) + "\""
        guard case .string(let decoded)? = try? JSONParser.parse(literal) else { return false }
        return decoded == key
    }

    private static func scalarCount(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
