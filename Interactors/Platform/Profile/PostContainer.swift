import HeadlessList
import InteractorAdapter

/// One post of the profile as DCFrame builds it: a container (`ProviderGroup`) of four
/// providers — author, photo, actions, comments. The container's `PostInteractor` feeds its
/// state down to the author, photo and comments; the actions row has its own interactor,
/// and the container hears its likes: a like on the actions row changes the photo row
/// through their common parent.
@MainActor
final class PostContainer {
    /// The container, to compose into the screen.
    let group: ProviderGroup

    init(post: ProfilePost) {
        let parent = PostInteractor(post: post)
        // Data down: each child maps the parent's state to its rows, and hears only changes of them.
        let states = parent.viewStates()
        let author = ListProvider(
            id: "author", items: states.map { $0.flatMap { $0.authorRows } }.distinctUntilChanged())
        author.registerCell(ofType: PostAuthorCell.self, shouldHighlight: { _ in false })
        let photo = ListProvider(id: "photo", items: states.map { $0.flatMap { $0.photoRows } }.distinctUntilChanged())
        photo.registerCell(ofType: PostPhotoCell.self, shouldHighlight: { _ in false })
        let comments = ListProvider(
            id: "comments", items: states.map { $0.flatMap { $0.commentRows } }.distinctUntilChanged())
        comments.registerCell(ofType: PostCommentCell.self, shouldHighlight: { _ in false })
        let actions = ListProvider(id: "actions", interactor: PostActionsInteractor(post: post))
        actions.registerCell(
            ofType: PostActionsCell.self,
            prepareCell: { [weak actions] cell, _ in
                cell.onLike = { actions?.dispatch(.like) }
                cell.onShare = { actions?.dispatch(.share) }
            },
            didSelect: { [weak actions] _ in
                actions?.dispatch(.like)
                return .deselect
            })
        group = ProviderGroup(id: post.id) {
            author
            photo
            actions
            comments
        }
        // Events up: the row's like reaches its own interactor, then this handler, which
        // changes the parent's state; data down: the photo row shows it.
        group.onAction(PostActionsAction.self) { action in
            if action == .like { parent.dispatch(action: .toggleLikedByYou) }
        }
    }
}
