import HeadlessList
import InteractorAdapter

/// A post's section header: `Ada Lovelace · 1h`.
public final class FeedAuthorHeaderView: HeadlessCell, RenderableCell {
    /// Shows the author and the post's age.
    public func render(_ viewState: FeedAuthorViewState) {
        text = "\(viewState.name) · \(viewState.age)"
    }
}
