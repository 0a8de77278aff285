import InteractorAdapter

/// A song's row: its title, length, and how far it has played when it plays.
public struct SongViewState: Hashable, Sendable {
    public var id: String
    public var title: String
    public var seconds: Int
    /// Seconds played, when this song plays; nil otherwise.
    public var elapsed: Int?
}

/// The row under the songs: how many, and how long together.
public struct PlaylistSummaryViewState: Hashable, Sendable {
    public var count: Int
    public var seconds: Int
}

/// A row of the playlist.
public enum PlaylistItem: ViewStateItem, Differentiable, Hashable, Sendable {
    case song(SongViewState)
    case summary(PlaylistSummaryViewState)

    public var viewState: any Sendable {
        switch self {
        case .song(let state): return state
        case .summary(let state): return state
        }
    }

    /// The song's id, or `summary`.
    public var differenceIdentifier: String {
        switch self {
        case .song(let state): return state.id
        case .summary: return "summary"
        }
    }
}
