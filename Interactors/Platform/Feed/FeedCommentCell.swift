import HeadlessList
import InteractorAdapter

/// A comment under a post: `Alan Turing: Wow`.
public final class FeedCommentCell: HeadlessCell, RenderableCell {
    /// Shows the author and the comment.
    public func render(_ viewState: FeedCommentViewState) {
        text = "\(viewState.author): \(viewState.text)"
    }
}
