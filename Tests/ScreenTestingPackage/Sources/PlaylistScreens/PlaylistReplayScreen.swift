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
