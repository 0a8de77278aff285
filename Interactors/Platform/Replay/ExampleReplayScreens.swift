import InteractorAdapter
import ScriptReplay

/// The example screens as the replay builds them: each interactor on the replay's
/// scheduler, wired to a `ListAdapter` on the replay's list with its screen's cells.
package enum ExampleReplayScreens {
    /// The one list of the example screens: a factory per screen, in the order the README
    /// lists them.
    package static var factories: [ReplayScreenFactory] { [todo, feed, search, chat, settings, profile] }

    static let todo = ReplayScreenFactory(
        name: TodoInteractor.name, actions: TodoAction.self
    ) { environment in
        let interactor = TodoInteractor()
        let adapter = ListAdapter<SingleSection, TodoItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerTodoCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let feed = ReplayScreenFactory(
        name: FeedInteractor.name, actions: FeedAction.self
    ) { environment in
        let interactor = FeedInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<FeedPostHeader, FeedItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerFeedCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let search = ReplayScreenFactory(
        name: SearchInteractor.name, actions: SearchAction.self
    ) { environment in
        let interactor = SearchInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<SingleSection, SearchItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerSearchCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let chat = ReplayScreenFactory(
        name: ChatInteractor.name, actions: ChatAction.self
    ) { environment in
        let interactor = ChatInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<SingleSection, ChatItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerChatCells()
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let settings = ReplayScreenFactory(
        name: SettingsInteractor.name, actions: SettingsAction.self
    ) { environment in
        let interactor = SettingsInteractor()
        let adapter = ListAdapter<SettingsHeader, SettingsItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerSettingsCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let profile = ReplayScreenFactory(
        name: ProfileInteractor.name, actions: ProfileAction.self
    ) { environment in
        let screen = ProfileScreen(listView: environment.listView, scheduler: environment.scheduler)
        return ReplayScreen(interactor: screen.profile, adapter: screen.adapter) { screen.start() }
    }
}

// The examples' actions, read by scripts: their names come from their `CodingKeys`, so that a
// new case is a name scripts may write at once.
extension TodoAction: ScriptableAction { public typealias ActionKeys = CodingKeys }
extension FeedAction: ScriptableAction { public typealias ActionKeys = CodingKeys }
extension SearchAction: ScriptableAction { public typealias ActionKeys = CodingKeys }
extension ChatAction: ScriptableAction { public typealias ActionKeys = CodingKeys }
extension SettingsAction: ScriptableAction { public typealias ActionKeys = CodingKeys }
extension ProfileAction: ScriptableAction { public typealias ActionKeys = CodingKeys }
