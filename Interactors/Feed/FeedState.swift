/// Everything the feed knows. The sections on screen are a function of it.
struct FeedState: Equatable, Sendable {
    var posts: [FeedPost]
    /// The page `loadMore` asks for next.
    var nextPage: Int
    /// A page was asked for and has not arrived yet. Nothing on screen shows it, so `==`
    /// leaves it out: changing it alone emits no view state.
    var isLoadingMore = false

    static func == (lhs: FeedState, rhs: FeedState) -> Bool {
        lhs.posts == rhs.posts && lhs.nextPage == rhs.nextPage
    }

    var sections: [FeedSection] {
        posts.map { post in
            let header = FeedPostHeader(FeedAuthorViewState(postId: post.id, name: post.author, age: post.age))
            let actions = FeedActionsViewState(
                postId: post.id, isLiked: post.isLiked, likes: post.likes, comments: post.comments.count,
                shares: post.shares)
            let rows: [FeedItem] =
                [
                    FeedItem.Photo(FeedPhotoViewState(postId: post.id, caption: post.caption)),
                    FeedItem.Actions(actions),
                ]
                + post.comments.map {
                    FeedItem.Comment(FeedCommentViewState(id: $0.id, author: $0.author, text: $0.text))
                }
            return FeedSection(model: header, elements: rows)
        }
    }

    /// Applies a post action; `loadMore` is handled by the interactor, since it waits.
    mutating func apply(_ action: FeedAction) {
        switch action {
        case .like(let id):
            update(id) { post in
                post.isLiked.toggle()
                post.likes += post.isLiked ? 1 : -1
            }
        case .comment(let id, let text):
            update(id) { post in
                post.comments.append(.init(id: "\(post.id).c\(post.nextCommentNumber)", author: "You", text: text))
                post.nextCommentNumber += 1
            }
        case .share(let id):
            update(id) { $0.shares += 1 }
        case .remove(let id):
            posts.removeAll { $0.id == id }
        case .loadMore:
            break
        }
    }

    private mutating func update(_ id: String, _ change: (inout FeedPost) -> Void) {
        guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
        change(&posts[index])
    }
}
