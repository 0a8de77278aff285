import HeadlessList
import InteractorAdapter

/// A message from the other person: `Ada: Sounds good`.
public final class IncomingMessageCell: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: IncomingMessageViewState) {
        text = "\(viewState.author): \(viewState.text)"
    }
}
