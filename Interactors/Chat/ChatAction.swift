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

    /// Every action's key, as scripts write it.
    public static let names = ["send", "delete"]
}
