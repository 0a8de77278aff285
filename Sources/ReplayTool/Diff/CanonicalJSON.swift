import InteractorAdapter
import ScriptReplay

/// A JSON value reduced to bytes that are equal exactly when the values are equal as JSON,
/// so that diff ids hash and content compares by JSON equality:
///
/// - numbers by exact decimal value: `1`, `1.0`, `1e0` and `10E-1` are equal, `-0` equals
///   `0`, and `9007199254740993` differs from `9007199254740992` (no rounding to `Double`);
/// - strings by Unicode scalars after escapes are decoded: `"\u00e9"` equals `"é"` written
///   as one scalar, but not `"e\u0301"` (no Unicode normalisation, unlike Swift's `String ==`);
/// - objects regardless of key order; when a key is written twice the last one counts,
///   as it does when the diff reads `"id"`, `"content"` or `"items"`;
/// - arrays element by element, in order; a string never equals a number (`"1"` ≠ `1`).
struct CanonicalJSON: Hashable, Sendable {
    /// The canonical encoding; never parsed back, only compared and hashed.
    let bytes: [UInt8]

    init(_ value: JSONValue) {
        var bytes: [UInt8] = []
        Self.write(value, to: &bytes)
        self.bytes = bytes
    }

    private static func write(_ value: JSONValue, to out: inout [UInt8]) {
        switch value {
        case .null: out.append(UInt8(ascii: "n"))
        case .bool(let flag): out.append(UInt8(ascii: flag ? "t" : "f"))
        case .number(let number):
            out.append(UInt8(ascii: "#"))
            out += canonicalNumber(number.text).utf8
        case .string(let string): writeString(string, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for element in elements {
                write(element, to: &out)
                out.append(UInt8(ascii: ","))
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            writeObject(members, to: &out)
        }
    }

    /// Members with the last of equal keys only, sorted by key (UTF-8 byte order is
    /// code-point order).
    private static func writeObject(_ members: [(key: String, value: JSONValue)], to out: inout [UInt8]) {
        var lastIndex: [[UInt8]: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[Array(member.key.utf8)] = index }
        let keys = lastIndex.keys.sorted { $0.lexicographicallyPrecedes($1) }
        out.append(UInt8(ascii: "{"))
        for key in keys {
            writeString(members[lastIndex[key]!].key, to: &out)
            out.append(UInt8(ascii: ":"))
            write(members[lastIndex[key]!].value, to: &out)
            out.append(UInt8(ascii: ","))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The string's scalars as UTF-8, quoted, with `"` and `\` escaped so that the end is
    /// unambiguous.
    private static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A JSON number literal as `[-]DIGITSeEXPONENT` with no leading or trailing zeros in the
    /// digits, or `0`. An exponent too large for `Int` (the parser accepts such a literal when
    /// its value underflows to zero, as in `1e-99999999999999999999`) keeps the literal's text.
    static func canonicalNumber(_ text: String) -> String {
        var rest = Substring(text)
        let isNegative = rest.first == "-"
        if isNegative { rest = rest.dropFirst() }
        var digits = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(digits.count)
        var fractionDigits = 0
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            fractionDigits = fraction.count
            digits += fraction
            rest = rest.dropFirst(1 + fraction.count)
        }
        var exponent = 0
        if rest.first == "e" || rest.first == "E" {
            guard let written = Int(rest.dropFirst()) else { return text }
            exponent = written
        }
        digits = digits.drop { $0 == "0" }
        guard !digits.isEmpty else { return "0" }
        let trailingZeros = digits.reversed().prefix { $0 == "0" }.count
        digits = digits.dropLast(trailingZeros)
        let (shifted, overflowA) = exponent.subtractingReportingOverflow(fractionDigits)
        let (final, overflowB) = shifted.addingReportingOverflow(trailingZeros)
        guard !overflowA && !overflowB else { return text }
        return (isNegative ? "-" : "") + digits + "e" + String(final)
    }
}
