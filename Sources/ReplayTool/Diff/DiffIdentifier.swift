import InteractorAdapter
import ScriptReplay

/// The `"id"` of an item or section in a diff file: a string or a number, compared by JSON
/// equality (``CanonicalJSON``). So `1`, `1.0` and `1e0` are one id, `"1"` and `1` are two,
/// and large integers stay exact (`9007199254740993` ≠ `9007199254740992`).
struct DiffIdentifier: Hashable, Sendable {
    /// What the id is compared and hashed by.
    let key: CanonicalJSON
    /// The id as JSON text as it was written, so that `"1"` and `1` print differently.
    let text: String

    /// Reads an id, or nil when the value is neither a string nor a number.
    init?(_ value: JSONValue) {
        switch value {
        case .string, .number:
            key = CanonicalJSON(value)
            text = value.serialized
        default:
            return nil
        }
    }

    static func == (lhs: DiffIdentifier, rhs: DiffIdentifier) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
