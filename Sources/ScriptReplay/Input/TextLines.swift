/// The lines of an input text, ended by LF, CRLF or a lone CR alike (a file saved with any
/// of the three reads the same), found on the text's UTF-8 bytes in one pass.
package enum TextLines {
    /// The lines of `text` without their endings; a text ending with a line ending has an
    /// empty last line, as `split(omittingEmptySubsequences: false)` gives.
    /// - Complexity: O(n), without copying the text.
    package static func split(_ text: String) -> [Substring] {
        split(text, endingAtCR: true)
    }

    /// The lines of `text` ended by LF only (a CR stays in its line): for texts this package
    /// wrote, such as goldens, compared exactly.
    /// - Complexity: O(n), without copying the text.
    package static func splitOnLineFeeds(_ text: String) -> [Substring] {
        split(text, endingAtCR: false)
    }

    private static func split(_ text: String, endingAtCR: Bool) -> [Substring] {
        let find = { (bytes: UnsafeBufferPointer<UInt8>) in lineRanges(bytes, endingAtCR: endingAtCR) }
        let ranges = text.utf8.withContiguousStorageIfAvailable(find) ?? Array(text.utf8).withUnsafeBufferPointer(find)
        let utf8 = text.utf8
        return ranges.map { range in
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return text[start..<utf8.index(start, offsetBy: range.count)]
        }
    }

    /// The byte offsets of each line.
    private static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>, endingAtCR: Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            guard byte == UInt8(ascii: "\n") || (endingAtCR && byte == UInt8(ascii: "\r")) else { continue }
            ranges.append(lineStart..<(offset - 1))
            if byte == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
            lineStart = offset
        }
        ranges.append(lineStart..<bytes.count)
        return ranges
    }
}
