import InteractorAdapter

/// What a post's container can be told: by its children's actions, which it hears.
public enum PostAction: Equatable, Sendable {
    /// The user liked the post on its actions row, or took the like back.
    case toggleLikedByYou
}

/// The state a post's container owns and feeds down to its children: the post, and whether
/// the user likes it (the photo row shows it).
public struct PostState: Equatable, Sendable {
    /// The post.
    public var post: ProfilePost
    /// Whether the user likes the post.
    public var isLikedByYou = false

    /// The author row, fed down to the container's `author` provider.
    public var authorRows: [PostRow] {
        [.author(PostAuthorViewState(postId: post.id, name: ProfileCatalogue.owner, age: post.age))]
    }

    /// The photo row, fed down to the `photo` provider.
    public var photoRows: [PostRow] {
        [.photo(PostPhotoViewState(postId: post.id, caption: post.caption, isLikedByYou: isLikedByYou))]
    }

    /// The comment rows, fed down to the `comments` provider.
    public var commentRows: [PostRow] {
        post.comments.map { .comment(PostCommentViewState(id: $0.id, author: $0.author, text: $0.text)) }
    }
}

/// A post container's logic, the parent of its author, photo, actions and comments: it
/// owns the post and whether the user likes it, and emits that state (one element) for its
/// children to map to their rows.
///
/// ```swift
/// let post = PostInteractor(post: post)
/// let photo = ListProvider(id: "photo", items: post.viewStates().map { $0.flatMap(\.photoRows) })
/// ```
public final class PostInteractor: Interactor, Sendable {
    private let store: StateStore<PostState, [PostState]>

    /// A container of `post`, not liked.
    public init(post: ProfilePost) {
        store = StateStore(PostState(post: post)) { [$0] }
    }

    /// Applies `action` and emits the new state.
    public func dispatch(action: PostAction) {
        store.update { state in
            switch action {
            case .toggleLikedByYou: state.isLikedByYou.toggle()
            }
        }
    }

    /// The current state, then the state after every change (always one element).
    public func viewStates() -> Observable<[PostState]> {
        store.viewStates()
    }
}
