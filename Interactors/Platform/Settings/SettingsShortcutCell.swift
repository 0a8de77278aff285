import HeadlessList
import InteractorAdapter

/// A shortcut: `- Camera` when included (tap to remove), `+ Camera` when not (tap to add).
/// Its sign changes in place.
public final class SettingsShortcutCell: HeadlessCell, AnimatedRenderableCell {
    /// The shortcut shown, to tell an update of it from another shortcut.
    public private(set) var shortcutID: String?

    /// Shows the sign and the title; in place only for the shortcut already shown.
    public func render(_ viewState: SettingsShortcutViewState, animated: Bool) -> RenderResult {
        if animated, shortcutID != viewState.id { return .needsToReload }
        shortcutID = viewState.id
        text = (viewState.isIncluded ? "- " : "+ ") + viewState.title
        return .rendered
    }

    /// Forgets the shortcut.
    public override func prepareForReuse() {
        super.prepareForReuse()
        shortcutID = nil
    }
}
