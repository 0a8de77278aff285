/// What a number in a script's geometry or timing may be: its meaning, its unit and the
/// range accepted, so that a height of `1e308` is refused where it is written instead of
/// making the content infinitely tall.
///
/// Each header key and step that takes a length or a time checks its value with one of the
/// quantities below; a new key picks the one that fits (or declares its own) and calls
/// `problem(with:)`.
package struct ScriptQuantity: Equatable, Sendable {
    /// What the number is, as a message says it: "a number of points".
    package var noun: String
    /// Whether zero is accepted (the smallest value otherwise is above zero).
    package var allowsZero: Bool
    /// The largest value accepted.
    package var maximum: Double

    package init(noun: String, allowsZero: Bool, maximum: Double) {
        self.noun = noun
        self.allowsZero = allowsZero
        self.maximum = maximum
    }

    /// The largest length in points: a million, far past any screen or row.
    package static let maximumPoints = 1_000_000.0

    /// A height of the viewport, a row, a header or a footer that must show: above zero.
    package static func positiveLength(_ meaning: String = "number of points") -> ScriptQuantity {
        ScriptQuantity(noun: meaning, allowsZero: false, maximum: maximumPoints)
    }

    /// A height that may be zero (then nothing shows).
    package static func length(_ meaning: String = "number of points") -> ScriptQuantity {
        ScriptQuantity(noun: meaning, allowsZero: true, maximum: maximumPoints)
    }

    /// A content offset: zero or more, up to a thousand million points (past the content,
    /// the list clamps it as UIKit does).
    package static let offset = ScriptQuantity(
        noun: "content offset in points", allowsZero: true, maximum: 1_000_000_000)

    /// Virtual time in seconds: zero or more, up to a day.
    package static func duration(_ meaning: String = "number of seconds") -> ScriptQuantity {
        ScriptQuantity(noun: meaning, allowsZero: true, maximum: 86_400)
    }

    /// What the message says the value must be: "a positive number of points, at most 1000000".
    package var expected: String {
        (allowsZero ? "a \(noun), zero or more" : "a positive \(noun)") + ", at most \(ReplayNumber.format(maximum))"
    }

    /// Whether `value` (a JSON value as written) is accepted; returns the number when it is.
    package func accepts(_ value: JSONValue) -> Double? {
        guard let number = value.doubleValue, number.isFinite, number <= maximum,
            allowsZero ? number >= 0 : number > 0
        else { return nil }
        return number
    }
}
