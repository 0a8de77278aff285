import HeadlessList
import InteractorAdapter

/// A choice among options: `Theme: System`. A new choice changes the value in place.
public final class SettingsChoiceCell: HeadlessCell, AnimatedRenderableCell {
    /// The setting shown, to tell an update of it from another setting.
    public private(set) var settingID: String?

    /// Shows the title and the chosen option; in place only for the setting already shown.
    public func render(_ viewState: SettingsChoiceViewState, animated: Bool) -> RenderResult {
        if animated, settingID != viewState.id { return .needsToReload }
        settingID = viewState.id
        text = "\(viewState.title): \(viewState.selected)"
        return .rendered
    }

    /// Forgets the setting.
    public override func prepareForReuse() {
        super.prepareForReuse()
        settingID = nil
    }
}
