/// Indexes and counts are integers written as integers, in scripts and batch files alike:
/// `3` (or `3.0`, as some encoders write whole numbers), never `1e2` or `3.5`, and within
/// the range of `Int`.
extension JSONNumber {
    /// The number as an `Int` when it is written as a whole number that fits, else nil.
    package var writtenInteger: Int? {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 1 || parts[1].allSatisfy({ $0 == UInt8(ascii: "0") }) else { return nil }
        return Int(Substring(parts[0]))
    }

    /// Why the number is not an integer although it may look like one: it is written with an
    /// exponent or a fraction, or does not fit in an `Int`; nil when it is a `writtenInteger`.
    package var integerProblem: String? {
        guard writtenInteger == nil else { return nil }
        let shown = EchoedText.bare(text)
        if text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            return "\(shown) is written with an exponent; write an integer such as 100"
        }
        if text.utf8.contains(UInt8(ascii: ".")) { return "\(shown) is not a whole number" }
        return "\(shown) does not fit in an integer (from \(Int.min) to \(Int.max))"
    }
}

extension JSONValue {
    /// ` (1e2 is written with an exponent; ...)` for the first number in the value (or in an
    /// array in it, two levels deep) that is not a written integer; else an empty string.
    /// Messages about indexes and counts add it after what they found.
    package var integerNote: String {
        func problem(_ value: JSONValue, depth: Int) -> String? {
            switch value {
            case .number(let number): return number.integerProblem
            case .array(let elements) where depth > 0:
                return elements.lazy.compactMap { problem($0, depth: depth - 1) }.first
            default: return nil
            }
        }
        return problem(self, depth: 2).map { " (\($0))" } ?? ""
    }
}
