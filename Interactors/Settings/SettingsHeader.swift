import InteractorAdapter

/// The model of a settings section, shown by its header.
public struct SettingsHeader: ViewStateItem, Differentiable, Equatable, Sendable {
    /// The header's state.
    public var state: SettingsHeaderViewState

    /// Wraps a header's state.
    public init(_ state: SettingsHeaderViewState) { self.state = state }

    /// The header's state, for the header renderer.
    public var viewState: any Sendable { state }

    /// The section's id.
    public var differenceIdentifier: String { state.id }

    /// Equal header state.
    public func isContentEqual(to source: SettingsHeader) -> Bool { self == source }
}

/// A section of settings: its header and its rows.
public typealias SettingsSection = ArraySection<SettingsHeader, SettingsItem>
