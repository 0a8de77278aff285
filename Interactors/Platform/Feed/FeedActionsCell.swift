import HeadlessList
import InteractorAdapter

/// A post's like/comment/share row: `♥ 8 likes · 2 comments · 0 shares`. A like animates
/// the heart in place; the buttons are wired by the screen in `prepareCell`.
public final class FeedActionsCell: HeadlessCell, AnimatedRenderableCell {
    /// The like button's action.
    public var onLike: (() -> Void)?
    /// The share button's action.
    public var onShare: (() -> Void)?
    /// The post shown, to tell an update of it from another post.
    public private(set) var postID: String?

    /// Shows the counters; in place only for the post already shown.
    public func render(_ viewState: FeedActionsViewState, animated: Bool) -> RenderResult {
        if animated, postID != viewState.postId { return .needsToReload }
        postID = viewState.postId
        text =
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
