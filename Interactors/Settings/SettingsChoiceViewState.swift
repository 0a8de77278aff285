/// A row picking one of several options. A cell shows `Theme: System`; tapping it
/// dispatches `SettingsAction.choose` with the option after `selected` (wrapping around).
public struct SettingsChoiceViewState: Equatable, Hashable, Sendable {
    /// The setting's id, e.g. `"theme"`.
    public var id: String
    /// Its label.
    public var title: String
    /// Every option, in order.
    public var options: [String]
    /// The option picked.
    public var selected: String

    /// Creates a choice row's state.
    public init(id: String, title: String, options: [String], selected: String) {
        self.id = id
        self.title = title
        self.options = options
        self.selected = selected
    }

    /// The option a tap picks: the one after `selected`, wrapping around.
    public var nextOption: String {
        guard let index = options.firstIndex(of: selected) else { return options.first ?? selected }
        return options[(index + 1) % options.count]
    }
}
