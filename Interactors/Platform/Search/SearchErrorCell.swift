import HeadlessList
import InteractorAdapter

/// The status row when a search failed: `Search failed: network offline. Tap to retry`.
public final class SearchErrorCell: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SearchErrorViewState) {
        text = "Search failed: \(viewState.message). Tap to retry"
    }
}
