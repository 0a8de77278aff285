/// What the user can do in settings. Scripts write the synthesized `Codable` form:
///
/// ```json
/// {"toggle": {"id": "notifications"}}
/// {"choose": {"id": "theme", "option": "Dark"}}
/// {"include": {"id": "calculator"}}
/// {"exclude": {"id": "flashlight"}}
/// {"moveShortcut": {"id": "timer", "to": 0}}
/// ```
public enum SettingsAction: Codable, Equatable, Sendable {
    /// Flips a switch. Turning `notifications` on inserts the Notifications section under
    /// General; turning it off deletes that section.
    case toggle(id: String)
    /// Picks one of a choice's options.
    case choose(id: String, option: String)
    /// Moves a shortcut from "More shortcuts" to the end of "Shortcuts".
    case include(id: String)
    /// Moves a shortcut from "Shortcuts" back to "More shortcuts", in catalogue order.
    case exclude(id: String)
    /// Puts a shortcut at row `to` of "Shortcuts" (counted from 0, clamped to its rows),
    /// including it if it was not: what dragging it there reports.
    case moveShortcut(id: String, to: Int)

    /// The keys of the synthesized `Codable` form, one per case: the names scripts write.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case toggle, choose, include, exclude, moveShortcut
    }

    /// Every action's key, as scripts write it, read from `CodingKeys`.
    public static var names: [String] { CodingKeys.allCases.map(\.stringValue) }
}
