import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The `2 left · 1 done` row under the tasks; its counters change in place.
public final class TodoSummaryTableCell: GenericAnimatedTableViewCell<TodoSummaryViewState> {
    private lazy var countersLabel = contentView.addFillingLabel()

    /// Shows the counters.
    public override func render(_ viewState: TodoSummaryViewState, animated: Bool) -> RenderResult {
        countersLabel.text = "\(viewState.remaining) left · \(viewState.done) done"
        return .rendered
    }
}
