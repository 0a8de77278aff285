import InteractorAdapter

/// The settings screen's logic: sections of switches and choices; turning Notifications on
/// inserts a dependent section (without a header of its own) and turning it off deletes it;
/// shortcuts move between the "Shortcuts" and "More shortcuts" sections, by a tap or a drag,
/// "Shortcuts" in the order the user gives them, "More shortcuts" always in catalogue order;
/// General and Shortcuts have footers. Every action emits at once.
///
/// ```swift
/// let settings = SettingsInteractor()
/// settings.dispatch(action: .toggle(id: "notifications"))   // + the Notifications section
/// ```
public final class SettingsInteractor: Interactor, ExampleScreen, Sendable {
    /// The screen's name in scripts.
    public static let name = "settings"
    /// The keys of `SettingsAction`, as scripts write them.
    public static let actionNames = SettingsAction.names

    private let store = StateStore(SettingsState()) { $0.sections }

    /// Creates the screen with Notifications off, iCloud sync on, Flashlight and Timer included.
    public init() {}

    /// Applies `action` and emits the new sections, on the calling thread. Unknown ids and
    /// options change nothing.
    public func dispatch(action: SettingsAction) {
        store.update { $0.apply(action) }
    }

    /// The current sections, then the sections after every change.
    public func viewStates() -> Observable<[SettingsSection]> {
        store.viewStates()
    }
}
