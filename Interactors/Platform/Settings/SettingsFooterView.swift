import HeadlessList
import InteractorAdapter

/// A settings section footer: `2 shortcuts in Control Center`. A new text changes in place.
public final class SettingsFooterView: HeadlessCell, AnimatedRenderableCell {
    /// Shows the state's text.
    public func render(_ viewState: SettingsFooterViewState, animated: Bool) -> RenderResult {
        text = viewState.text
        return .rendered
    }
}
