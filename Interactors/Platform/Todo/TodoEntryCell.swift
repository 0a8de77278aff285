import HeadlessList
import InteractorAdapter

/// A task row: `☐ Milk` when open, `☑ Milk` when done. Ticking it off or renaming it
/// animates in place (a real cell would animate its checkbox); another task in the
/// same cell asks for a reload.
public final class TodoEntryCell: HeadlessCell, AnimatedRenderableCell {
    /// The id of the task shown, to tell an update of it from another task.
    public private(set) var taskID: String?
    /// Whether the checkbox shows a tick.
    public private(set) var isChecked = false

    /// Shows `viewState`; in place only for the task already shown.
    public func render(_ viewState: TodoEntryViewState, animated: Bool) -> RenderResult {
        if animated, taskID != viewState.id { return .needsToReload }
        taskID = viewState.id
        isChecked = viewState.isDone
        text = (viewState.isDone ? "☑ " : "☐ ") + viewState.title
        return .rendered
    }

    /// Forgets the task.
    public override func prepareForReuse() {
        super.prepareForReuse()
        taskID = nil
        isChecked = false
    }
}
