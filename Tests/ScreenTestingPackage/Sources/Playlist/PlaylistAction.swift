/// What the listener can do. Scripts write the synthesized `Codable` form:
/// `{"add": {"title": "Intro", "seconds": 5}}`, `{"play": {"id": "s1"}}`, `{"pause": {}}`,
/// `{"move": {"from": 0, "to": 2}}`.
public enum PlaylistAction: Codable, Equatable, Sendable {
    /// Appends a song; its id is `s1`, `s2`, ... in order of arrival.
    case add(title: String, seconds: Int)
    /// Plays a song from its start; the next one follows when it ends.
    case play(id: String)
    /// Stops playing.
    case pause
    /// Takes a song off the playlist (stopping it if it plays).
    case remove(id: String)
    /// Moves the song at row `from` to row `to` (rows among the songs), as a drag reports it.
    case move(from: Int, to: Int)

    /// The keys of the synthesized `Codable` form, one per case: what scripts write. The
    /// screen's registration for scripts reads them (`ScriptableAction`), so they cannot drift.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case add, play, pause, remove, move
    }
}
