import HeadlessList
import InteractorAdapter

/// The row shown while the other person types: `Ada is typing...`.
public final class TypingIndicatorCell: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: TypingIndicatorViewState) {
        text = "\(viewState.name) is typing..."
    }
}
