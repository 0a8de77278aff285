import HeadlessList
import InteractorAdapter

/// The only row when there is no task: `Nothing to do`.
public final class TodoEmptyCell: HeadlessCell, RenderableCell {
    /// Shows the message.
    public func render(_ viewState: TodoEmptyViewState) {
        text = viewState.message
    }
}
