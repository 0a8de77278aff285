import HeadlessList
import InteractorAdapter

/// The owner's bio.
public final class ProfileBioCell: HeadlessCell, RenderableCell {
    /// Shows the bio.
    public func render(_ viewState: ProfileBioViewState) {
        text = viewState.text
    }
}
