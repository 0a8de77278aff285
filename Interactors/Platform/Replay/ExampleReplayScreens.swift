import InteractorAdapter
import ScriptReplay

/// The example screens as the replay builds them: each interactor on the replay's
/// scheduler, wired to a `ListAdapter` on the replay's list with its screen's cells.
package enum ExampleReplayScreens {
    /// The one list of the example screens: a factory per screen, in the order the README
    /// lists them.
    package static var factories: [ReplayScreenFactory] { [todo, feed, search, chat, settings, profile] }

    static let todo = ReplayScreenFactory(
        name: TodoInteractor.name, actionNames: TodoInteractor.actionNames
    ) { environment in
        let interactor = TodoInteractor()
        let adapter = ListAdapter<SingleSection, TodoItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerTodoCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let feed = ReplayScreenFactory(
        name: FeedInteractor.name, actionNames: FeedInteractor.actionNames
    ) { environment in
        let interactor = FeedInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<FeedPostHeader, FeedItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerFeedCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let search = ReplayScreenFactory(
        name: SearchInteractor.name, actionNames: SearchInteractor.actionNames
    ) { environment in
        let interactor = SearchInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<SingleSection, SearchItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerSearchCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let chat = ReplayScreenFactory(
        name: ChatInteractor.name, actionNames: ChatInteractor.actionNames
    ) { environment in
        let interactor = ChatInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<SingleSection, ChatItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerChatCells()
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let settings = ReplayScreenFactory(
        name: SettingsInteractor.name, actionNames: SettingsInteractor.actionNames
    ) { environment in
        let interactor = SettingsInteractor()
        let adapter = ListAdapter<SettingsHeader, SettingsItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerSettingsCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    static let profile = ReplayScreenFactory(
        name: ProfileInteractor.name, actionNames: ProfileInteractor.actionNames
    ) { environment in
        let screen = ProfileScreen(listView: environment.listView, scheduler: environment.scheduler)
        return ReplayScreen(interactor: screen.profile, adapter: screen.adapter) { screen.start() }
    }
}
