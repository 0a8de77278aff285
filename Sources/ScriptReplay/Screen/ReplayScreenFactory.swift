import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A screen scripts can replay: the name their header gives it, the keys of its actions
/// (what a `dispatch` step may name), and how to build it on the list and the clock a replay
/// provides. Hand a list of them to `ScriptRunner.replay(scriptAt:screens:)`, to
/// `expectScript` in a test, or to `ReplayCommand.main(screens:)` for a command line.
///
/// ```swift
/// extension ReplayScreenFactory {
///     static let playlist = ReplayScreenFactory(name: "playlist", actions: PlaylistAction.self) { environment in
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
///   form's keys (an enum's case names): read from the type when it is a `ScriptableAction`,
///   else listed by hand and checked against the type when the screen is registered (each
///   name decoded once). A name the type does not decode is a `registrationError`: every
///   replay of the screen stops at its header with it, before any step runs. A step is
///   never refused for a name a hand-kept list leaves out: the action type decides, the
///   list is what messages offer.
public struct ReplayScreenFactory: Sendable {
    // MARK: Lifecycle

    /// Registers a screen whose action names are read from its action type, so that they
    /// cannot drift from its cases.
    /// - Parameters:
    ///   - name: the screen's name in script headers, e.g. `"playlist"`.
    ///   - actions: the interactor's `Action`; its `ActionKeys` are the names scripts write.
    ///   - make: builds the screen on the replay's list and clock, cells registered but not
    ///     bound: the replay binds it once tracing is on.
    public init<Action: ScriptableAction>(
        name: String, actions: Action.Type, make: @escaping @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen
    ) {
        self.init(name: name, actionNames: Action.scriptNames, checkedAgainst: Action.self, make: make)
    }

    /// Registers a screen whose action names are listed by hand, checked against `actions`
    /// now: each name is decoded once, and a name the type does not decode makes
    /// `registrationError` (a replay of the screen then stops at its header with it).
    /// - Parameters:
    ///   - name: the screen's name in script headers, e.g. `"playlist"`.
    ///   - actionNames: the keys of the screen's actions as scripts write them.
    ///   - actions: the interactor's `Action`, the type the names must decode into.
    ///   - make: builds the screen, cells registered but not bound.
    public init<Action: Decodable>(
        name: String, actionNames: [String], of actions: Action.Type,
        make: @escaping @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen
    ) {
        self.init(name: name, actionNames: actionNames, checkedAgainst: Action.self, make: make)
    }

    /// Registers a screen.
    /// - Parameters:
    ///   - name: the screen's name in script headers, e.g. `"playlist"`.
    ///   - actionNames: the keys of the screen's actions as scripts write them.
    ///   - make: builds the screen on the replay's list and clock, cells registered but not
    ///     bound: the replay binds it once tracing is on.
    @available(
        *, deprecated,
        message:
            "a hand-kept list of names drifts from the action type; use init(name:actions:make:) with a ScriptableAction, or init(name:actionNames:of:make:)"
    )
    public init(
        name: String, actionNames: [String], make: @escaping @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen
    ) {
        self.name = name
        self.actionNames = actionNames
        self.make = make
    }

    private init(
        name: String, actionNames: [String], checkedAgainst type: any Decodable.Type,
        make: @escaping @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen
    ) {
        self.name = name
        self.actionNames = actionNames
        self.make = make
        actionType = ActionType(type: type)
        let rejected = actionNames.filter { !ActionKeyProbe.accepts($0, in: type) }
        if !rejected.isEmpty {
            registrationError = ScreenRegistrationError(
                screen: name, actionType: String(describing: type), rejectedNames: rejected)
        }
    }

    // MARK: Public

    /// The screen's name in script headers, e.g. `"playlist"`.
    public var name: String
    /// The keys of the screen's actions as scripts write them, e.g. `["add", "remove"]`.
    public var actionNames: [String]
    /// Builds the screen, cells registered but not bound yet.
    public var make: @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen
    /// What is wrong with the registration, found when it was made: names its action type
    /// does not decode. Nil when every name decodes, or when no type was given to check.
    public private(set) var registrationError: ScreenRegistrationError?
    /// The screen's own rules, checked with the built-in invariants (`withRules(_:)`).
    package var rules: [ErasedScreenRule] = []
    /// The labels of the screen's timers that re-arm themselves by design
    /// (`withRecurringTimers(_:)`).
    package var recurringTimers: [String] = []
    /// The action type the names were checked against; a fuzz run builds actions of it.
    package private(set) var actionType: ActionType?

    /// An action type, kept by a registration that may cross threads: a metatype has no
    /// state, so sharing it is safe.
    package struct ActionType: @unchecked Sendable {
        package var type: any Decodable.Type
    }
    /// The team's generator of actions for fuzz runs, as `dispatch` payloads (`withGenerator`).
    package var generator: ErasedActionGenerator?
}
