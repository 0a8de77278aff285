import HeadlessList
import InteractorAdapter

/// A message the user sent, with its status: `You: Hello · delivered`. The status
/// changes in place (a real cell fades in the ticks).
public final class OutgoingMessageCell: HeadlessCell, AnimatedRenderableCell {
    /// The message shown, to tell an update of it from another message.
    public private(set) var messageID: String?
    /// The status shown.
    public private(set) var status: MessageStatus?

    /// Shows the message and its status; in place only for the message already shown.
    public func render(_ viewState: OutgoingMessageViewState, animated: Bool) -> RenderResult {
        if animated, messageID != viewState.id { return .needsToReload }
        messageID = viewState.id
        status = viewState.status
        text = "You: \(viewState.text) · \(viewState.status.rawValue)"
        return .rendered
    }

    /// Forgets the message.
    public override func prepareForReuse() {
        super.prepareForReuse()
        messageID = nil
        status = nil
    }
}
