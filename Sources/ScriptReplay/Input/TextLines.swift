import Foundation

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

    /// The byte offsets of each line, the line ends found with `memchr` (each byte is looked
    /// at once: the next LF and the next CR are searched for only once passed).
    private static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>, endingAtCR: Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let count = bytes.count
        var lineStart = 0
        var nextLineFeed = -1
        var nextReturn = endingAtCR ? -1 : count
        while true {
            if nextLineFeed < lineStart { nextLineFeed = find(UInt8(ascii: "\n"), in: bytes, from: lineStart) }
            if nextReturn < lineStart { nextReturn = find(UInt8(ascii: "\r"), in: bytes, from: lineStart) }
            let end = min(nextLineFeed, nextReturn)
            ranges.append(lineStart..<end)
            guard end < count else { return ranges }
            lineStart = end + 1
            if bytes[end] == UInt8(ascii: "\r"), lineStart < count, bytes[lineStart] == UInt8(ascii: "\n") {
                lineStart += 1
            }
        }
    }

    /// The offset of the first `byte` at or after `start`, or the buffer's length.
    private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return bytes.count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
