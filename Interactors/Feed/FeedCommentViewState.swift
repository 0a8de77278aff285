/// A comment row. A cell shows `Grace Hopper: Lovely light!`.
public struct FeedCommentViewState: Equatable, Hashable, Sendable {
    /// The comment's id, unique in the feed, e.g. `"p1.c2"`.
    public var id: String
    /// Who wrote it.
    public var author: String
    /// What they wrote.
    public var text: String

    /// Creates a comment row's state.
    public init(id: String, author: String, text: String) {
        self.id = id
        self.author = author
        self.text = text
    }
}
