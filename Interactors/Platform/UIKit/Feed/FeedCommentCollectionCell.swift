import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A comment under a post: `Alan Turing: Wow`.
public final class FeedCommentCollectionCell: GenericCollectionViewCell<FeedCommentViewState> {
    private lazy var commentLabel = contentView.addFillingLabel()

    /// Shows the author and the comment.
    public override func render(_ viewState: FeedCommentViewState) {
        commentLabel.text = "\(viewState.author): \(viewState.text)"
    }
}
