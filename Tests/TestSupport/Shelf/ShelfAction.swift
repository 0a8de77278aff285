/// What the shelf screen's user can do; scripts write the synthesized `Codable` form,
/// `{"add": {"title": "Dune"}}`.
package enum ShelfAction: Codable, Equatable, Sendable {
    /// Puts a book on the shelf; its id is `b1`, `b2`, ... in order of arrival.
    case add(title: String)
    /// Changes a book's title.
    case rename(id: String, title: String)
    /// Marks a book read, or unread.
    case toggle(id: String)
    /// Takes a book off the shelf.
    case remove(id: String)
    /// Puts a book on the shelf `after` seconds from now, on the screen's scheduler.
    case addLater(title: String, after: Double)
    /// Moves the book at row `from` to row `to` (rows among the books), as a drag reports it.
    case move(from: Int, to: Int)

    /// Every action's key, as scripts write it.
    package static let names = ["add", "rename", "toggle", "remove", "addLater", "move"]
}
