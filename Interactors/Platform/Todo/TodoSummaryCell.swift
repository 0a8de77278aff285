import HeadlessList
import InteractorAdapter

/// The `2 left · 1 done` row under the tasks; its counters change in place.
public final class TodoSummaryCell: HeadlessCell, AnimatedRenderableCell {
    /// Shows the counters.
    public func render(_ viewState: TodoSummaryViewState, animated: Bool) -> RenderResult {
        text = "\(viewState.remaining) left · \(viewState.done) done"
        return .rendered
    }
}
