import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A JSON document as a value, keeping object keys in the order they were written.
///
/// Used by the command-line formats (scripts, diff inputs, batch files), where errors must
/// name a line and column and data must be printed back as it came in. Equality is JSON
/// equality: numbers compare by value and objects regardless of key order.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])
}

/// A JSON number: its value and the text it was written as, so it prints back unchanged.
package struct JSONNumber: Sendable, Hashable {
    /// The number's value.
    package var value: Double
    /// The number exactly as written in the source.
    package var text: String

    package init(value: Double, text: String) {
        self.value = value
        self.text = text
    }

    package init(_ integer: Int) {
        self.init(value: Double(integer), text: String(integer))
    }

    /// The value as an `Int`, when it is a whole number that fits.
    package var intValue: Int? {
        guard value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    package static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }
    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension JSONValue: Equatable {
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            let lookup = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            return a.allSatisfy { lookup[$0.key] == $0.value }
        default: return false
        }
    }
}

extension JSONValue: Hashable {
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let members):
            // Order-independent, to agree with `==`.
            var combined = 0
            for member in members {
                var inner = Hasher()
                inner.combine(member.key)
                inner.combine(member.value)
                combined ^= inner.finalize()
            }
            hasher.combine(members.count)
            hasher.combine(combined)
        }
    }
}

extension JSONValue {
    /// The member named `key` of an object (the last one, if written twice), else nil.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// A short name of the value's kind, for error messages ("an object", "a string", ...).
    package var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Compact JSON text, object keys in their original order.
    package var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// The value as `Data` that `JSONDecoder` reads, for decoding into `Codable` types.
    package var data: Data { Data(serialized.utf8) }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let b): output += b ? "true" : "false"
        case .number(let n): output += n.text
        case .string(let s): JSONValue.writeString(s, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                JSONValue.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// The string as a JSON literal: runs that need no escape copied whole, so a long text
    /// costs one pass.
    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        let needsEscape = string.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        if needsEscape == false {
            output += string
            output += "\""
            return
        }
        let utf8 = string.utf8
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                utf8.formIndex(after: &index)
                continue
            }
            output += string[runStart..<index]
            writeEscaped(Unicode.Scalar(byte), to: &output)
            utf8.formIndex(after: &index)
            runStart = index
        }
        output += string[runStart..<index]
        output += "\""
    }

    private static func writeEscaped(_ scalar: Unicode.Scalar, to output: inout String) {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        default:
            output +=
                "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
        }
    }
}
