import HeadlessList
import InteractorAdapter

/// The status row when nothing matches: `No results for "xyz"`.
public final class SearchEmptyCell: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SearchEmptyViewState) {
        text = "No results for \"\(viewState.query)\""
    }
}
