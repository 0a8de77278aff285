/// A section's header. A cell shows its `title`, e.g. `General`.
public struct SettingsHeaderViewState: Equatable, Hashable, Sendable {
    /// The section's id, e.g. `"general"`.
    public var id: String
    /// What to show.
    public var title: String

    /// Creates a header's state.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
