import InteractorAdapter
import Playlist

/// The party screen, composed: "up next" (the guests' picks) above the host's playlist,
/// each a provider with its own interactor and the same cell registrations.
///
/// ```swift
/// let adapter = ComposedListAdapter(listView: tableView)
/// adapter.compose { PartyScreen.providers(upNext: upNext, playlist: playlist) }
/// ```
@MainActor
public enum PartyScreen {
    /// One playlist as a part of the screen, its cells registered as on the playlist screen.
    public static func part(
        id: String, playing interactor: PlaylistInteractor
    ) -> ListProvider<PlaylistAction, SingleSection, PlaylistItem> {
        let provider = ListProvider(id: id, interactor: interactor)
        provider.registerPlaylistCells(dispatchingTo: interactor)
        return provider
    }

    /// The screen's parts, in order: `up-next`, then `playlist`.
    public static func providers(upNext: PlaylistInteractor, playlist: PlaylistInteractor) -> [ProviderNode] {
        [part(id: "up-next", playing: upNext), part(id: "playlist", playing: playlist)]
    }
}
