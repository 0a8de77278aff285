/// What the user can do on the feed. Scripts write the synthesized `Codable` form:
///
/// ```json
/// {"like": {"postId": "p1"}}
/// {"comment": {"postId": "p1", "text": "Nice!"}}
/// {"share": {"postId": "p1"}}
/// {"remove": {"postId": "p2"}}
/// {"loadMore": {}}
/// ```
public enum FeedAction: Codable, Equatable, Sendable {
    /// Likes a post, or takes the like back.
    case like(postId: String)
    /// Adds a comment by "You" under a post.
    case comment(postId: String, text: String)
    /// Shares a post (counted on its actions row).
    case share(postId: String)
    /// Hides a post: its whole section goes.
    case remove(postId: String)
    /// Asks for the next page of posts; they are appended as new sections once the page
    /// arrives (after `FeedInteractor`'s page latency). Ignored while a page is loading or
    /// when the feed has no more pages.
    case loadMore

    /// The keys of the synthesized `Codable` form, one per case: the names scripts write.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case like, comment, share, remove, loadMore
    }

    /// Every action's key, as scripts write it, read from `CodingKeys`.
    public static var names: [String] { CodingKeys.allCases.map(\.stringValue) }
}
