import HeadlessList
import InteractorAdapter

/// A settings section header: `General`.
public final class SettingsHeaderView: HeadlessCell, RenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SettingsHeaderViewState) {
        text = viewState.title
    }
}
