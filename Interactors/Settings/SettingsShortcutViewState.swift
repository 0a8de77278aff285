/// A shortcut row, in "Shortcuts" or "More shortcuts". A cell shows `- Flashlight` when
/// included (tap to exclude), `+ Timer` when not (tap to include).
public struct SettingsShortcutViewState: Equatable, Hashable, Sendable {
    /// The shortcut's id, e.g. `"flashlight"`.
    public var id: String
    /// Its label.
    public var title: String
    /// Whether it is in "Shortcuts".
    public var isIncluded: Bool

    /// Creates a shortcut row's state.
    public init(id: String, title: String, isIncluded: Bool) {
        self.id = id
        self.title = title
        self.isIncluded = isIncluded
    }
}
