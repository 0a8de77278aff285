import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A post's section header on a collection view: `Ada Lovelace · 1h`.
public final class FeedAuthorCollectionHeader: GenericCollectionViewHeaderView<FeedAuthorViewState> {
    private lazy var authorLabel = addFillingLabel()

    /// Shows the author and the post's age.
    public override func render(_ viewState: FeedAuthorViewState) {
        authorLabel.text = "\(viewState.name) · \(viewState.age)"
    }
}
