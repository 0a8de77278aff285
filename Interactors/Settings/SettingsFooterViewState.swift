/// A section's footer. A cell shows its `text`, e.g. `2 shortcuts in Control Center`.
public struct SettingsFooterViewState: Equatable, Hashable, Sendable {
    /// The section's id, e.g. `"shortcuts"`.
    public var id: String
    /// What to show.
    public var text: String

    /// Creates a footer's state.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}
