/// What the user can do in the chat. Scripts write the synthesized `Codable` form:
///
/// ```json
/// {"send": {"text": "Hello"}}
/// {"delete": {"id": "m3"}}
/// ```
public enum ChatAction: Codable, Equatable, Sendable {
    /// Sends a message. It shows at once as `sent`, becomes `delivered` then `read`, and the
    /// other person types and replies with a burst of messages (see `ChatTimeline`).
    case send(text: String)
    /// Deletes a message, mine or theirs.
    case delete(id: String)

    /// The keys of the synthesized `Codable` form, one per case: the names scripts write.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case send, delete
    }

    /// Every action's key, as scripts write it, read from `CodingKeys`.
    public static var names: [String] { CodingKeys.allCases.map(\.stringValue) }
}
