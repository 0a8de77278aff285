/// A name, key or number from an input file, made safe to repeat in a message: control
/// characters are escaped (`\u001b`, `\n`), so a script cannot clear a terminal or forge a
/// line of output, and a long text is cut to `limit` characters with its full length given.
///
/// ```text
/// unknown step "\u001b[2J...\nreplay: forged line"
/// unknown step "aaaaaaaa…" (2000000 characters)
/// ```
package enum EchoedText {
    /// How many characters of a text a message repeats.
    package static let limit = 64

    /// `text` between double quotes, escaped, cut to `limit` characters; a cut text is
    /// followed by its full length, as in `"abc…" (2000000 characters)`.
    /// - Complexity: O(n) in the length of `text`, once.
    package static func quoted(_ text: some StringProtocol, limit: Int = limit) -> String {
        let (escaped, length) = escape(text, limit: limit)
        guard let length else { return "\"" + escaped + "\"" }
        return "\"" + escaped + "…\" (\(length) characters)"
    }

    /// `text` escaped and cut like `quoted(_:limit:)`, without the quotes: for numbers and
    /// other texts a message shows bare.
    package static func bare(_ text: some StringProtocol, limit: Int = limit) -> String {
        let (escaped, length) = escape(text, limit: limit)
        guard let length else { return escaped }
        return escaped + "… (\(length) characters)"
    }

    /// `text` with only its control characters escaped (quotes kept): the last guard on a
    /// whole message, for the names a message quotes from elsewhere (a button's title a
    /// gesture step asked for).
    package static func controlsEscaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" {
                output.unicodeScalars.append(scalar)
            } else {
                append(scalar, to: &output)
            }
        }
        return output
    }

    /// The escaped prefix of at most `limit` characters, and the full length in characters
    /// (Unicode scalars) when the text is longer.
    private static func escape(_ text: some StringProtocol, limit: Int) -> (String, Int?) {
        var output = ""
        var length = 0
        for scalar in text.unicodeScalars {
            length += 1
            if length <= limit { append(scalar, to: &output) }
        }
        return (output, length > limit ? length : nil)
    }

    private static func append(_ scalar: Unicode.Scalar, to output: inout String) {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case _ where isControl(scalar):
            let hex = String(scalar.value, radix: 16)
            output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default: output.unicodeScalars.append(scalar)
        }
    }

    /// C0 and C1 controls, DEL, line and paragraph separators and the bidirectional
    /// overrides and isolates, which could reorder what a terminal shows.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
