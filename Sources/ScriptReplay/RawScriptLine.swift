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
            return try JSONParser.parse(String(text), firstLine: number)
        } catch {
            throw .malformedJSON(
                at: ScriptLocation(file: file, line: error.line, column: error.column), reason: error.reason)
        }
    }

    /// The location of the line's start.
    var start: ScriptLocation { ScriptLocation(file: file, line: number) }

    /// The location of the first `"key"` written at or after column `after`, or of the
    /// line's start when it cannot be found (for example when the key was written escaped).
    func location(ofKey key: String, after: Int = 1) -> ScriptLocation {
        let scalars = Array(text.unicodeScalars)
        let needle = Array("\"\(key)\"".unicodeScalars)
        var column = max(after, 1)
        while column - 1 + needle.count <= scalars.count {
            if scalars[(column - 1)..<(column - 1 + needle.count)].elementsEqual(needle) {
                return ScriptLocation(file: file, line: number, column: column)
            }
            column += 1
        }
        return start
    }
}

extension JSONValue {
    /// The value as short text for "found ..." in messages.
    var excerpt: String {
        let text = serialized
        return text.count <= 40 ? text : String(text.prefix(37)) + "..."
    }

    /// A non-negative whole number, else nil.
    var nonNegativeInt: Int? {
        guard case .number(let number) = self, let int = number.intValue, int >= 0 else { return nil }
        return int
    }

    /// A finite number, else nil.
    var doubleValue: Double? {
        guard case .number(let number) = self else { return nil }
        return number.value
    }
}
