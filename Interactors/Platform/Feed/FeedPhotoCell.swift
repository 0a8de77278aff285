import HeadlessList
import InteractorAdapter

/// A post's photo: `[photo] Sunset over the bay`.
public final class FeedPhotoCell: HeadlessCell, RenderableCell {
    /// Shows the caption (a real cell would load the image).
    public func render(_ viewState: FeedPhotoViewState) {
        text = "[photo] " + viewState.caption
    }
}
