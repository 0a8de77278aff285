/// A post's like / comment / share row. A cell shows `♡ 12 likes · 2 comments · 0 shares`,
/// with `♥` instead of `♡` once the user liked it.
public struct FeedActionsViewState: Equatable, Hashable, Sendable {
    /// The post's id.
    public var postId: String
    /// Whether the user liked the post.
    public var isLiked: Bool
    /// Likes, the user's included.
    public var likes: Int
    /// Comments under the post.
    public var comments: Int
    /// Times the post was shared.
    public var shares: Int

    /// Creates an actions row's state.
    public init(postId: String, isLiked: Bool, likes: Int, comments: Int, shares: Int) {
        self.postId = postId
        self.isLiked = isLiked
        self.likes = likes
        self.comments = comments
        self.shares = shares
    }
}
