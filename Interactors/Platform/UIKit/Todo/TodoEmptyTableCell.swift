import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The only row when there is no task: `Nothing to do`.
public final class TodoEmptyTableCell: GenericTableViewCell<TodoEmptyViewState> {
    private lazy var messageLabel = contentView.addFillingLabel()

    /// Shows the message.
    public override func render(_ viewState: TodoEmptyViewState) {
        messageLabel.text = viewState.message
    }
}
