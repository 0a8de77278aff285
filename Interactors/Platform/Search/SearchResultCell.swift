import HeadlessList
import InteractorAdapter

/// One result: `Oat milk · Dairy`.
public final class SearchResultCell: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SearchResultViewState) {
        text = "\(viewState.title) · \(viewState.category)"
    }
}
