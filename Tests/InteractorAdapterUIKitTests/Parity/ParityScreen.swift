#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Interactors
import ReactiveTesting
import ScriptReplay

/// An example screen as the parity runs build it, on any list: the replay builds the same
/// screens (`ExampleReplayScreens`) on a headless list only, so the wiring is repeated here
/// with the list as a parameter: the interactor on the run's clock, a `ListAdapter` on the
/// list, the screen's own registration.
@MainActor
struct ParityScreen {
    let adapter: any ReplayableAdapter
    /// Decodes an action's JSON as the screen's action type and dispatches it.
    let dispatch: (JSONValue) throws -> Void
    let bind: () -> Void
    /// The interactor (or the composed screen holding it), kept alive for the run (the
    /// adapter does not keep it).
    let interactor: AnyObject

    init<Source: Interactor>(
        _ interactor: Source, _ adapter: any ReplayableAdapter, keeping owner: AnyObject? = nil,
        bind: @escaping () -> Void
    ) where Source.Action: Decodable {
        self.adapter = adapter
        self.interactor = owner ?? interactor
        self.bind = bind
        dispatch = { json in
            interactor.dispatch(action: try JSONDecoder().decode(Source.Action.self, from: json.data))
        }
    }

    /// The screen named `name` on `listView`, or nil for a name no example screen has.
    static func make(_ name: String, listView: any ListView, scheduler: TestScheduler) -> ParityScreen? {
        switch name {
        case TodoInteractor.name:
            let interactor = TodoInteractor()
            let adapter = ListAdapter<SingleSection, TodoItem>(listView: listView, scheduler: scheduler)
            adapter.registerTodoCells(dispatchingTo: interactor)
            return ParityScreen(interactor, adapter) { adapter.bind(to: interactor) }
        case FeedInteractor.name:
            let interactor = FeedInteractor(scheduler: scheduler)
            let adapter = ListAdapter<FeedPostHeader, FeedItem>(listView: listView, scheduler: scheduler)
            adapter.registerFeedCells(dispatchingTo: interactor)
            return ParityScreen(interactor, adapter) { adapter.bind(to: interactor) }
        case SearchInteractor.name:
            let interactor = SearchInteractor(scheduler: scheduler)
            let adapter = ListAdapter<SingleSection, SearchItem>(listView: listView, scheduler: scheduler)
            adapter.registerSearchCells(dispatchingTo: interactor)
            return ParityScreen(interactor, adapter) { adapter.bind(to: interactor) }
        case ChatInteractor.name:
            let interactor = ChatInteractor(scheduler: scheduler)
            let adapter = ListAdapter<SingleSection, ChatItem>(listView: listView, scheduler: scheduler)
            adapter.registerChatCells()
            return ParityScreen(interactor, adapter) { adapter.bind(to: interactor) }
        case SettingsInteractor.name:
            let interactor = SettingsInteractor()
            let adapter = ListAdapter<SettingsHeader, SettingsItem>(listView: listView, scheduler: scheduler)
            adapter.registerSettingsCells(dispatchingTo: interactor)
            return ParityScreen(interactor, adapter) { adapter.bind(to: interactor) }
        case ProfileInteractor.name:
            let screen = ProfileScreen(listView: listView, scheduler: scheduler)
            return ParityScreen(screen.profile, screen.adapter, keeping: screen) { screen.start() }
        default:
            return nil
        }
    }
}
#endif
