import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to CollectionPlaceholders.swift, and kept so: each placeholder subclasses its view's own
// UIKit class (a table cell, a header-footer view, a collection cell, a reusable view), and a Swift
// class cannot be generic over its superclass.

/// The row a `TableListView` shows for an item whose view state has no registered cell:
/// `⚠︎ no cell for TodoEntryViewState`.
public final class PlaceholderTableViewCell: GenericTableViewCell<UnregisteredViewState> {
    /// The message shown.
    public private(set) lazy var messageLabel: UILabel = .placeholderMessage(in: contentView)

    /// Shows the message.
    public override func render(_ viewState: UnregisteredViewState) {
        messageLabel.text = viewState.message
    }
}

/// The header a `TableListView` shows for a section model whose view state has no
/// registered header.
public final class PlaceholderTableViewHeaderView: GenericTableViewHeaderView<UnregisteredViewState> {
    /// The message shown.
    public private(set) lazy var messageLabel: UILabel = .placeholderMessage(in: contentView)

    /// Shows the message.
    public override func render(_ viewState: UnregisteredViewState) {
        messageLabel.text = viewState.message
    }
}

extension UITableView {
    /// What the table shows when the data source gives no table cell: the placeholder.
    func placeholderCell(for indexPath: IndexPath) -> UITableViewCell {
        dequeueCellAndRender(
            ofType: PlaceholderTableViewCell.self,
            viewState: UnregisteredViewState(viewStateType: "a cell that is not a UITableViewCell"), for: indexPath)
    }
}
