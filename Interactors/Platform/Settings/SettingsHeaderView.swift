import HeadlessList
import InteractorAdapter

/// A settings section header: `General`. A section whose footer changes keeps its header,
/// rendered again in place.
public final class SettingsHeaderView: HeadlessCell, AnimatedRenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SettingsHeaderViewState, animated: Bool) -> RenderResult {
        text = viewState.title
        return .rendered
    }
}
