import HeadlessList
import InteractorAdapter

/// The status row above results: `3 results for "milk"`.
public final class SearchSummaryCell: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SearchSummaryViewState) {
        text = "\(CountText.of(viewState.count, "result")) for \"\(viewState.query)\""
    }
}
