/// A switch row. A cell shows `[x] Notifications` when on, `[ ] Notifications` when off;
/// tapping it dispatches `SettingsAction.toggle`.
public struct SettingsToggleViewState: Equatable, Hashable, Sendable {
    /// The setting's id, e.g. `"notifications"`.
    public var id: String
    /// Its label.
    public var title: String
    /// Whether it is on.
    public var isOn: Bool

    /// Creates a switch row's state.
    public init(id: String, title: String, isOn: Bool) {
        self.id = id
        self.title = title
        self.isOn = isOn
    }
}
