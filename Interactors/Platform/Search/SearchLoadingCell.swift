import HeadlessList
import InteractorAdapter

/// The status row while a search runs: `Searching "milk"...` (a real cell spins).
public final class SearchLoadingCell: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SearchLoadingViewState) {
        text = "Searching \"\(viewState.query)\"..."
    }
}
