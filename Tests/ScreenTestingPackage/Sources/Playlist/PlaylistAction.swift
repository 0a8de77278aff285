/// What the listener can do. Scripts write the synthesized `Codable` form:
/// `{"add": {"title": "Intro", "seconds": 5}}`, `{"play": {"id": "s1"}}`, `{"pause": {}}`.
public enum PlaylistAction: Codable, Equatable, Sendable {
    /// Appends a song; its id is `s1`, `s2`, ... in order of arrival.
    case add(title: String, seconds: Int)
    /// Plays a song from its start; the next one follows when it ends.
    case play(id: String)
    /// Stops playing.
    case pause
    /// Takes a song off the playlist (stopping it if it plays).
    case remove(id: String)

    /// Every action's key, as scripts write it.
    public static let names = ["add", "play", "pause", "remove"]
}
