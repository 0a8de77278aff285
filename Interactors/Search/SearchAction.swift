/// What the user can do on the search screen. Scripts write the synthesized `Codable` form:
///
/// ```json
/// {"type": {"text": "mil"}}
/// {"retry": {}}
/// {"clear": {}}
/// ```
public enum SearchAction: Codable, Equatable, Sendable {
    /// The search field now holds `text` (each keystroke sends the whole text). The search
    /// starts once typing pauses for the debounce interval.
    case type(text: String)
    /// Runs the failed search again.
    case retry
    /// Empties the search field.
    case clear

    /// The keys of the synthesized `Codable` form, one per case: the names scripts write.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case type, retry, clear
    }

    /// Every action's key, as scripts write it, read from `CodingKeys`.
    public static var names: [String] { CodingKeys.allCases.map(\.stringValue) }
}
