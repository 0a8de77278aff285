import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A post's like/comment/share row: `♥ 8 likes · 2 comments · 0 shares`. A like changes the
/// row in place; the buttons' actions are set by the screen in `prepareCell`.
public final class FeedActionsCollectionCell: GenericAnimatedCollectionViewCell<FeedActionsViewState> {
    /// The like button's action.
    public var onLike: (() -> Void)?
    /// The share button's action.
    public var onShare: (() -> Void)?
    /// The post shown.
    public private(set) var postID: String?
    private lazy var countersLabel = contentView.addFillingLabel()

    /// Shows the counters; in place only for the post already shown.
    public override func render(_ viewState: FeedActionsViewState, animated: Bool) -> RenderResult {
        if animated, postID != viewState.postId { return .needsToReload }
        postID = viewState.postId
        countersLabel.text =
            "\(viewState.isLiked ? "♥" : "♡") \(CountText.of(viewState.likes, "like")) · "
            + "\(CountText.of(viewState.comments, "comment")) · \(CountText.of(viewState.shares, "share"))"
        return .rendered
    }

    /// Drops the buttons' actions and the post.
    public override func prepareForReuse() {
        super.prepareForReuse()
        onLike = nil
        onShare = nil
        postID = nil
    }
}
