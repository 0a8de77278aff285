/// The lines of an input text, ended by LF, CRLF or a lone CR alike (a file saved with any
/// of the three reads the same), found on the text's UTF-8 bytes in one pass.
package enum TextLines {
    /// The lines of `text` without their endings; a text ending with a line ending has an
    /// empty last line, as `split(omittingEmptySubsequences: false)` gives.
    /// - Complexity: O(n), without copying the text.
    package static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                utf8.formIndex(after: &index)
                continue
            }
            lines.append(text[lineStart..<index])
            utf8.formIndex(after: &index)
            if byte == UInt8(ascii: "\r"), index != utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
                utf8.formIndex(after: &index)
            }
            lineStart = index
        }
        lines.append(text[lineStart..<utf8.endIndex])
        return lines
    }
}
