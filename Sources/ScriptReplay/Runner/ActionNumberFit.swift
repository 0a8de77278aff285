import Foundation

/// Foundation's `JSONDecoder` reports a number its field cannot hold (`1.5` or
/// `99999999999999999999` for an `Int`) as "The given data was not valid JSON", with no
/// field. The script's JSON is valid, so the replay names the number instead: the first one
/// in the action that is not an integer written as one, which is the one an integer field
/// rejects.
extension ActionDecoding {
    /// The field and number for a decoder error that blames valid JSON, else nil.
    static func numberThatDoesNotFit(_ error: DecodingError, in json: JSONValue) -> (path: [String], number: String)? {
        guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty else { return nil }
        return firstNonInteger(in: json, path: [])
    }

    /// The reason a message gives for `number`.
    static func doesNotFit(_ number: String) -> String {
        "cannot hold \(EchoedText.bare(number)): the number does not fit the field's type "
            + "(an integer field takes a whole number from \(Int.min) to \(Int.max), written without an exponent)"
    }

    private static func firstNonInteger(in value: JSONValue, path: [String]) -> (path: [String], number: String)? {
        switch value {
        case .number(let number):
            return number.writtenInteger == nil ? (path, number.text) : nil
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = firstNonInteger(in: element, path: path + ["[\(index)]"]) { return found }
            }
            return nil
        case .object(let members):
            for member in members {
                if let found = firstNonInteger(in: member.value, path: path + [member.key]) { return found }
            }
            return nil
        default:
            return nil
        }
    }
}
