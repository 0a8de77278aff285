import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The item a `CollectionListView` shows for an item whose view state has no registered
/// cell: `⚠︎ no cell for TodoEntryViewState`.
public final class PlaceholderCollectionViewCell: GenericCollectionViewCell<UnregisteredViewState> {
    /// The message shown.
    public private(set) lazy var messageLabel: UILabel = .placeholderMessage(in: contentView)

    /// Shows the message.
    public override func render(_ viewState: UnregisteredViewState) {
        messageLabel.text = viewState.message
    }
}

/// The header a `CollectionListView` shows for a section model whose view state has no
/// registered header, and, empty, where its layout asks for a header the data source does
/// not give (UIKit requires a view there).
public final class PlaceholderCollectionViewHeaderView: GenericCollectionViewHeaderView<UnregisteredViewState> {
    /// The message shown.
    public private(set) lazy var messageLabel: UILabel = .placeholderMessage(in: self)

    /// Shows the message.
    public override func render(_ viewState: UnregisteredViewState) {
        messageLabel.text = viewState.message
    }
}
