import InteractorAdapter

/// A row of a post fed down from its container: the author, the photo or a comment.
public enum PostRow: ViewStateItem, Differentiable, Equatable, Sendable {
    /// Who posted and when.
    case author(PostAuthorViewState)
    /// The photo and its caption.
    case photo(PostPhotoViewState)
    /// A comment.
    case comment(PostCommentViewState)

    /// The case's view state.
    public var viewState: any Sendable {
        switch self {
        case .author(let state): return state
        case .photo(let state): return state
        case .comment(let state): return state
        }
    }

    /// `<post>.author`, `<post>.photo`, or the comment's id.
    public var differenceIdentifier: String {
        switch self {
        case .author(let state): return state.postId + ".author"
        case .photo(let state): return state.postId + ".photo"
        case .comment(let state): return state.id
        }
    }
}

/// A post's author row. A cell shows `Ada Lovelace · 1h`.
public struct PostAuthorViewState: Hashable, Sendable {
    /// The post's id.
    public var postId: String
    /// Who posted.
    public var name: String
    /// How long ago.
    public var age: String
}

/// A post's photo. A cell shows `[photo] Sunset over the bay`, then ` · ♥ liked by you`
/// once the user likes the post.
public struct PostPhotoViewState: Hashable, Sendable {
    /// The post's id.
    public var postId: String
    /// The caption.
    public var caption: String
    /// Whether the user likes the post (fed down from the container).
    public var isLikedByYou: Bool
}

/// A comment under a post. A cell shows `Grace Hopper: Lovely light!`.
public struct PostCommentViewState: Hashable, Sendable {
    /// The comment's id.
    public var id: String
    /// Who wrote it.
    public var author: String
    /// What they wrote.
    public var text: String
}
