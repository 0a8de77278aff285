import InteractorAdapter

/// The `"id"` of an item or section in a diff file: a string or a number, never equal to
/// each other (`"1"` and `1` are different ids). Numbers compare by value (`1` == `1.0`).
enum DiffIdentifier: Hashable, Sendable {
    case string(String)
    case number(JSONNumber)

    /// Reads an id, or nil when the value is neither a string nor a number.
    init?(_ value: JSONValue) {
        switch value {
        case .string(let string): self = .string(string)
        case .number(let number): self = .number(number)
        default: return nil
        }
    }

    /// The id as JSON text, so that `"1"` and `1` print differently.
    var text: String {
        switch self {
        case .string(let string): return JSONValue.string(string).serialized
        case .number(let number): return number.text
        }
    }
}
