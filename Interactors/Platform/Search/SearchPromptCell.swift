import HeadlessList
import InteractorAdapter

/// The status row before any search: `Type to search`.
public final class SearchPromptCell: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SearchPromptViewState) {
        text = viewState.message
    }
}
