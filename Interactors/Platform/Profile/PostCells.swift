import HeadlessList
import InteractorAdapter

/// A post's author row: `Ada Lovelace · 1h`.
public final class PostAuthorCell: HeadlessCell, RenderableCell {
    /// Shows the author and the post's age.
    public func render(_ viewState: PostAuthorViewState) {
        text = "\(viewState.name) · \(viewState.age)"
    }
}

/// A post's photo: `[photo] Sunset over the bay`, with ` · ♥ liked by you` once liked. A
/// plain renderer: a change reloads the row (a real cell would crossfade the image).
public final class PostPhotoCell: HeadlessCell, RenderableCell {
    /// Shows the caption and the like.
    public func render(_ viewState: PostPhotoViewState) {
        text = "[photo] " + viewState.caption + (viewState.isLikedByYou ? " · ♥ liked by you" : "")
    }
}

/// A post's like and share row: `♥ 8 likes · 1 share`. Changes animate in place; the
/// buttons are wired by the screen in `prepareCell`.
public final class PostActionsCell: HeadlessCell, AnimatedRenderableCell {
    /// The like button's action.
    public var onLike: (() -> Void)?
    /// The share button's action.
    public var onShare: (() -> Void)?

    /// Shows the like and the counts.
    public func render(_ viewState: PostActionsViewState, animated: Bool) -> RenderResult {
        text =
            "\(viewState.isLiked ? "♥" : "♡") \(CountText.of(viewState.likes, "like")) · "
            + CountText.of(viewState.shares, "share")
        return .rendered
    }

    /// Drops the buttons' actions.
    public override func prepareForReuse() {
        super.prepareForReuse()
        onLike = nil
        onShare = nil
    }
}

/// A comment under a post: `Grace Hopper: Lovely light!`.
public final class PostCommentCell: HeadlessCell, RenderableCell {
    /// Shows the author and the comment.
    public func render(_ viewState: PostCommentViewState) {
        text = "\(viewState.author): \(viewState.text)"
    }
}
