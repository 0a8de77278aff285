/// Makes untrusted text (cell texts, identifiers, reasons, file names: they come from a
/// team's view states and scripts) safe for the place it lands in a report page, so that
/// markup or script in it shows as text and runs nothing.
///
/// ```swift
/// HTMLEscaping.text(#"<img src=x onerror="alert(1)">"#)   // &lt;img src=x onerror=&quot;alert(1)&quot;&gt;
/// HTMLEscaping.scriptJSON(#"{"text": "</script><!--"}"#)    // {"text": "\u003c/script\u003e\u003c!--"}
/// ```
package enum HTMLEscaping {
    /// `text` for an HTML text node or a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// become character references.
    package static func text(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// JSON text made safe inside `<script type="application/json">`: `<`, `>` and `&` become
    /// `\u003c`, `\u003e` and `\u0026` (so neither `</script>` nor `<!--` can end or bend the
    /// element), and U+2028 and U+2029 become `\u2028` and `\u2029` (line terminators to
    /// older JavaScript parsers). Those characters occur in JSON only inside strings, where
    /// the escapes mean the same characters: `JSON.parse` reads back the very same values.
    package static func scriptJSON(_ json: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count + json.utf8.count / 16)
        let source = Array(json.utf8)
        var index = 0
        while index < source.count {
            let byte = source[index]
            switch byte {
            case UInt8(ascii: "<"): bytes += Self.escape("003c")
            case UInt8(ascii: ">"): bytes += Self.escape("003e")
            case UInt8(ascii: "&"): bytes += Self.escape("0026")
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2
            where index + 2 < source.count && source[index + 1] == 0x80
                && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
                bytes += Self.escape(source[index + 2] == 0xA8 ? "2028" : "2029")
                index += 2
            default: bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `\u` and the four hex digits, as UTF-8.
    private static func escape(_ hex: String) -> [UInt8] {
        Array(("\\u" + hex).utf8)
    }
}
