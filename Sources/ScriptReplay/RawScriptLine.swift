import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A script line as written, not parsed yet: its text and position, so that the readers
/// can parse its JSON and point at a key written on it. (`ParsedScriptLine` is the step
/// read from it.)
struct RawScriptLine {
    let file: String
    /// The line number, counting from 1.
    let number: Int
    let text: Substring

    func parseJSON() throws(ScriptError) -> JSONValue {
        do {
            return try JSONParser.parse(text, firstLine: number)
        } catch {
            throw .malformedJSON(
                at: ScriptLocation(file: file, line: error.line, column: error.column), reason: error.reason)
        }
    }

    /// The location of the line's start.
    var start: ScriptLocation { ScriptLocation(file: file, line: number) }

    /// The location of the first `"key":` written at or after column `after` (escaped or
    /// not), or of the line's start when there is none.
    /// - Complexity: O(n) in the length of the line.
    func location(ofKey key: String, after: Int = 1) -> ScriptLocation {
        var examined = 0
        return location(ofKey: key, after: after, examined: &examined)
    }

    /// `location(ofKey:after:)`, adding the bytes the search read to `examined`.
    func location(ofKey key: String, after: Int, examined: inout Int) -> ScriptLocation {
        guard let column = JSONKeyFinder.column(ofKey: key, in: text, after: after, examined: &examined) else {
            return start
        }
        return ScriptLocation(file: file, line: number, column: column)
    }

    /// The location of each failed check at its key, written at or after column `after`: the
    /// line is searched once per key, not once per failure (a `contains` of 25,000 texts
    /// written after a long `frames` read the `frames` again for each text: 92 s).
    func locations(
        of failures: [ExpectationFailure], after: Int, examined: inout Int
    ) -> [ScriptLocation] {
        var found: [String: ScriptLocation] = [:]
        return failures.map { failure in
            let key = String(failure.check.prefix { $0 != " " })
            if let known = found[key] { return known }
            let place = location(ofKey: key, after: after, examined: &examined)
            found[key] = place
            return place
        }
    }
}

extension JSONValue {
    /// The value as short text for "found ..." in messages.
    var excerpt: String {
        let text = serialized
        let scalars = text.unicodeScalars
        guard scalars.index(scalars.startIndex, offsetBy: 40, limitedBy: scalars.endIndex) != nil,
            scalars.index(scalars.startIndex, offsetBy: 41, limitedBy: scalars.endIndex) != nil
        else { return text }
        return String(scalars.prefix(37)) + "..."
    }

    /// A non-negative integer written as one (see `JSONNumber.writtenInteger`), else nil.
    var nonNegativeInt: Int? {
        guard case .number(let number) = self, let int = number.writtenInteger, int >= 0 else { return nil }
        return int
    }

    /// A finite number, else nil.
    var doubleValue: Double? {
        guard case .number(let number) = self else { return nil }
        return number.value
    }
}
