import HeadlessList
import InteractorAdapter

/// The profile header's first row: `Ada Lovelace · 1,204 followers · Follow`. Following
/// animates in place; the follow button is wired by the screen in `prepareCell`.
public final class ProfileSummaryCell: HeadlessCell, AnimatedRenderableCell {
    /// The follow button's action.
    public var onFollow: (() -> Void)?

    /// Shows the name, the followers and the button's title.
    public func render(_ viewState: ProfileSummaryViewState, animated: Bool) -> RenderResult {
        text =
            "\(viewState.name) · \(CountText.grouped(viewState.followers)) followers · "
            + (viewState.isFollowing ? "Following" : "Follow")
        return .rendered
    }

    /// Drops the button's action.
    public override func prepareForReuse() {
        super.prepareForReuse()
        onFollow = nil
    }
}
