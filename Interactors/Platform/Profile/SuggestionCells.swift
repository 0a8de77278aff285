import HeadlessList
import InteractorAdapter

/// The suggestions' header: `Suggested for you`.
public final class SuggestionsHeaderView: HeadlessCell, RenderableCell {
    /// Shows the title.
    public func render(_ viewState: SuggestionsHeader) {
        text = viewState.title
    }
}

/// An account to follow: `Grace Hopper · Follow`. Following animates in place.
public final class SuggestionCell: HeadlessCell, AnimatedRenderableCell {
    /// Shows the name and the button's title.
    public func render(_ viewState: SuggestionViewState, animated: Bool) -> RenderResult {
        text = "\(viewState.name) · \(viewState.isFollowing ? "Following" : "Follow")"
        return .rendered
    }
}
