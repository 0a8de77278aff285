import InteractorAdapter

/// The model of a settings section: its header, whether it shows it, its footer, and
/// whether shortcuts may be dragged in and out of it.
public struct SettingsHeader: ViewStateItem, Differentiable, ListSectionModel, Equatable, Sendable {
    /// The header's state.
    public var state: SettingsHeaderViewState
    /// Whether the section shows its header (a dependent section, under the switch that
    /// shows it, does not).
    public var showsHeader: Bool
    /// The footer's state, if the section has a footer.
    public var footer: SettingsFooterViewState?
    /// Whether shortcuts may be dragged into and out of the section.
    public var acceptsShortcuts: Bool

    /// Wraps a header's state: shown, without footer, no shortcut moving in or out.
    public init(
        _ state: SettingsHeaderViewState, showsHeader: Bool = true, footer: SettingsFooterViewState? = nil,
        acceptsShortcuts: Bool = false
    ) {
        self.state = state
        self.showsHeader = showsHeader
        self.footer = footer
        self.acceptsShortcuts = acceptsShortcuts
    }

    /// The header's state, for the header renderer.
    public var viewState: any Sendable { state }

    /// The section's id.
    public var differenceIdentifier: String { state.id }

    /// Equal header, footer and settings.
    public func isContentEqual(to source: SettingsHeader) -> Bool { self == source }

    /// 0 (no header) for a section that does not show it; the list's height otherwise.
    public var headerHeight: Double? { showsHeader ? nil : 0 }

    /// The footer, shown with the list's footer height.
    public var footerViewState: (any Sendable)? { footer }

    /// Shortcuts move between the sections that accept them.
    public var allowsMovesAcrossSections: Bool { acceptsShortcuts }
}

/// A section of settings: its header and its rows.
public typealias SettingsSection = ArraySection<SettingsHeader, SettingsItem>
