import HeadlessList
import InteractorAdapter

/// A switch: `[x] Notifications`. Flipping it animates in place.
public final class SettingsToggleCell: HeadlessCell, AnimatedRenderableCell {
    /// The setting shown, to tell an update of it from another setting.
    public private(set) var settingID: String?
    /// Whether the switch is on.
    public private(set) var isOn = false

    /// Shows the switch; in place only for the setting already shown.
    public func render(_ viewState: SettingsToggleViewState, animated: Bool) -> RenderResult {
        if animated, settingID != viewState.id { return .needsToReload }
        settingID = viewState.id
        isOn = viewState.isOn
        text = (viewState.isOn ? "[x] " : "[ ] ") + viewState.title
        return .rendered
    }

    /// Forgets the setting.
    public override func prepareForReuse() {
        super.prepareForReuse()
        settingID = nil
        isOn = false
    }
}
