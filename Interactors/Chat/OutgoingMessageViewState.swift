/// A message I sent. A cell shows `You: Hello · sent` (then `· delivered`, `· read`),
/// re-rendered in place as the status changes.
public struct OutgoingMessageViewState: Equatable, Hashable, Sendable {
    /// The message's id, e.g. `"m3"`.
    public var id: String
    /// What I wrote.
    public var text: String
    /// How far it has got.
    public var status: MessageStatus

    /// Creates an outgoing message's state.
    public init(id: String, text: String, status: MessageStatus) {
        self.id = id
        self.text = text
        self.status = status
    }
}
