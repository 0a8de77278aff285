import Foundation
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

extension UICollectionView {
    /// What the collection view shows when the data source gives no collection view cell.
    func placeholderCell(for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueCellAndRender(
            ofType: PlaceholderCollectionViewCell.self,
            viewState: UnregisteredViewState(viewStateType: "a cell that is not a UICollectionViewCell"),
            for: indexPath)
    }

    /// An empty view where the layout asks for a supplementary view the data source does not
    /// give (a section without a header or a footer, another kind).
    func emptySupplementaryView(ofKind kind: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let identifier = PlaceholderCollectionViewHeaderView.reuseIdentifier
        if SectionSupplement(elementKind: kind) == nil {
            register(
                PlaceholderCollectionViewHeaderView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        (view as? PlaceholderCollectionViewHeaderView)?.messageLabel.text = nil
        return view
    }
}
