import InteractorAdapter

/// What the user can do on a post's actions row.
public enum PostActionsAction: Equatable, Sendable {
    /// Likes the post, or takes the like back. The post's container hears it too.
    case like
    /// Shares the post.
    case share
}

/// A post's actions row. A cell shows `♥ 8 likes · 1 share`; it is its own item (identified
/// by the post).
public struct PostActionsViewState: Differentiable, Hashable, Sendable {
    /// The post's id.
    public var postId: String
    /// Whether the user likes the post.
    public var isLiked: Bool
    /// Likes, the user's included.
    public var likes: Int
    /// Times the post was shared.
    public var shares: Int

    /// The post's id: one actions row per post.
    public var differenceIdentifier: String { postId + ".actions" }
}

/// The logic of a post's actions row, a child of the post's container with its own state:
/// the like (and its count) and the shares.
///
/// ```swift
/// let actions = PostActionsInteractor(post: post)
/// actions.dispatch(action: .like)   // ♥ 8 likes · 0 shares
/// ```
public final class PostActionsInteractor: Interactor, Sendable {
    private let store: StateStore<PostActionsViewState, [PostActionsViewState]>

    /// The actions row of `post`, not liked, not shared.
    public init(post: ProfilePost) {
        store = StateStore(PostActionsViewState(postId: post.id, isLiked: false, likes: post.likes, shares: 0)) { [$0] }
    }

    /// Applies `action` and emits the new row.
    public func dispatch(action: PostActionsAction) {
        store.update { state in
            switch action {
            case .like:
                state.isLiked.toggle()
                state.likes += state.isLiked ? 1 : -1
            case .share:
                state.shares += 1
            }
        }
    }

    /// The current row, then the row after every change.
    public func viewStates() -> Observable<[PostActionsViewState]> {
        store.viewStates()
    }
}
