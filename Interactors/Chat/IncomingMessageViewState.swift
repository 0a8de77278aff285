/// A message from the other person. A cell shows `Ada: Sounds good`.
public struct IncomingMessageViewState: Equatable, Hashable, Sendable {
    /// The message's id, e.g. `"m4"`.
    public var id: String
    /// Who wrote it.
    public var author: String
    /// What they wrote.
    public var text: String

    /// Creates an incoming message's state.
    public init(id: String, author: String, text: String) {
        self.id = id
        self.author = author
        self.text = text
    }
}
