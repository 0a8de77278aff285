import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A screen scripts can replay: the name their header gives it, the keys of its actions
/// (for messages that list them), and how to build it on the list and the clock a replay
/// provides. Hand a list of them to `ScriptRunner.replay(scriptAt:screens:)`, to
/// `expectScript` in a test, or to `ReplayCommand.main(screens:)` for a command line.
///
/// ```swift
/// extension ReplayScreenFactory {
///     static let playlist = ReplayScreenFactory(name: "playlist", actionNames: PlaylistAction.names) { environment in
///         let interactor = PlaylistInteractor(scheduler: environment.scheduler)
///         let adapter = ListAdapter<SingleSection, PlaylistItem>(
///             listView: environment.listView, scheduler: environment.scheduler)
///         adapter.registerPlaylistCells(dispatchingTo: interactor)
///         return ReplayScreen(interactor: interactor, adapter: adapter)
///     }
/// }
/// ```
///
/// - Note: The screen's actions are its interactor's `Action`, which must be `Decodable`:
///   a `dispatch` step holds one in its synthesized `Codable` form. `actionNames` are that
///   form's keys (an enum's case names), listed in messages about an unknown action.
public struct ReplayScreenFactory: Sendable {
    // MARK: Lifecycle

    /// Registers a screen.
    /// - Parameters:
    ///   - name: the screen's name in script headers, e.g. `"playlist"`.
    ///   - actionNames: the keys of the screen's actions as scripts write them.
    ///   - make: builds the screen on the replay's list and clock, cells registered but not
    ///     bound: the replay binds it once tracing is on.
    public init(
        name: String, actionNames: [String], make: @escaping @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen
    ) {
        self.name = name
        self.actionNames = actionNames
        self.make = make
    }

    // MARK: Public

    /// The screen's name in script headers, e.g. `"playlist"`.
    public var name: String
    /// The keys of the screen's actions as scripts write them, e.g. `["add", "remove"]`.
    public var actionNames: [String]
    /// Builds the screen, cells registered but not bound yet.
    public var make: @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen
}
