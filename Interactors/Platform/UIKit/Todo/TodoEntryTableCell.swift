import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A task row on a table view: `☐ Milk` when open, `☑ Milk` when done. Ticking it off or
/// renaming it happens in place; another task in the same cell asks for a reload.
public final class TodoEntryTableCell: GenericAnimatedTableViewCell<TodoEntryViewState> {
    /// The id of the task shown.
    public private(set) var taskID: String?
    private lazy var titleLabel = contentView.addFillingLabel()

    /// Shows `viewState`; in place only for the task already shown.
    public override func render(_ viewState: TodoEntryViewState, animated: Bool) -> RenderResult {
        if animated, taskID != viewState.id { return .needsToReload }
        taskID = viewState.id
        titleLabel.text = (viewState.isDone ? "☑ " : "☐ ") + viewState.title
        return .rendered
    }

    /// Forgets the task.
    public override func prepareForReuse() {
        super.prepareForReuse()
        taskID = nil
    }
}
