import InteractorAdapter
import Playlist
import ScriptReplay

extension ReplayScreenFactory {
    /// The playlist as scripts replay it: `{"screen": "playlist", "viewport": 300}`.
    public static let playlist = ReplayScreenFactory(name: "playlist", actions: PlaylistAction.self) {
        environment in
        let interactor = PlaylistInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<SingleSection, PlaylistItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerPlaylistCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }
}

/// Scripts write the playlist's actions by their coding keys, read from the type.
extension PlaylistAction: ScriptableAction {
    public typealias ActionKeys = CodingKeys
}

// The README's "Fuzzing your screen" example, compiled here.
extension ReplayScreenFactory {
    public static let fuzzedPlaylist = ReplayScreenFactory.playlist
        .withRules([
            ScreenRule<[PlaylistItem]>("one summary") { items in
                items.filter { $0.differenceIdentifier == "summary" }.count == 1
                    ? nil : "the summary row is missing or repeated"
            }
        ])
        .withGenerator(state: [PlaylistItem].self) { items, random in
            // nil: nothing to add now; the engine draws from the action type as well.
            items.count < 3 ? PlaylistAction.add(title: "Intro", seconds: Int.random(in: 1...300, using: &random)) : nil
        }
}
