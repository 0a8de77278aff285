/// A post's section header. A cell shows `Ada Lovelace · 1h`.
public struct FeedAuthorViewState: Equatable, Hashable, Sendable {
    /// The post's id, e.g. `"p1"`.
    public var postId: String
    /// Who posted.
    public var name: String
    /// How long ago, e.g. `"1h"`.
    public var age: String

    /// Creates a post header's state.
    public init(postId: String, name: String, age: String) {
        self.postId = postId
        self.name = name
        self.age = age
    }
}
