import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A comment under a post: `Alan Turing: Wow`, beside an avatar, laid out by
/// `FeedCommentLayout` without Auto Layout (the views are made once per shape of tree).
public final class FeedCommentCollectionCell: LayoutCollectionViewCell<FeedCommentViewState> {
    /// A label for the avatar (the author's initial) and one for the text; none for the row.
    public override func makeView(forNodeAt path: [Int]) -> UIView? {
        switch path {
        case FeedCommentLayout.avatarPath, FeedCommentLayout.textPath:
            let label = UILabel()
            label.numberOfLines = 0
            return label
        default:
            return nil
        }
    }

    /// Shows the author's initial and the comment.
    public override func render(_ viewState: FeedCommentViewState) {
        (view(forNodeAt: FeedCommentLayout.avatarPath) as? UILabel)?.text = viewState.author.first.map(String.init)
        (view(forNodeAt: FeedCommentLayout.textPath) as? UILabel)?.text = FeedCommentLayout.text(of: viewState)
    }
}
