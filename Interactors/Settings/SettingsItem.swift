import InteractorAdapter

/// A row of settings: a Swift enum whose cases carry view states, identified by the
/// setting's id, which is unique across sections (so a shortcut moving between sections
/// is a move, not a delete and an insert).
public enum SettingsItem: ViewStateItem, Differentiable, Equatable, Sendable {
    /// A switch.
    case toggle(SettingsToggleViewState)
    /// One of several options.
    case choice(SettingsChoiceViewState)
    /// A shortcut that can be included or not.
    case shortcut(SettingsShortcutViewState)

    /// The case's view state.
    public var viewState: any Sendable {
        switch self {
        case .toggle(let state): return state
        case .choice(let state): return state
        case .shortcut(let state): return state
        }
    }

    /// The setting's id.
    public var differenceIdentifier: String {
        switch self {
        case .toggle(let state): return state.id
        case .choice(let state): return state.id
        case .shortcut(let state): return state.id
        }
    }

    /// Same case and equal view state.
    public func isContentEqual(to source: SettingsItem) -> Bool { self == source }
}
