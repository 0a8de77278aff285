/// A post as the feed's backend describes it.
struct FeedPost: Equatable, Sendable {
    struct Comment: Equatable, Sendable {
        var id: String
        var author: String
        var text: String
    }

    var id: String
    var author: String
    var age: String
    var caption: String
    var likes: Int
    var isLiked = false
    var shares = 0
    var comments: [Comment] = []
    /// The number in the next comment's id, so ids are never reused.
    var nextCommentNumber = 1
}
