import InteractorAdapter
import LayoutSpecs

extension ListAdapter where Model == FeedPostHeader, Item == FeedItem {
    /// Registers the feed's header and cells: a tap on a post's actions row likes it, and
    /// its like and share buttons dispatch the matching actions. Comment rows are laid out by
    /// `FeedCommentLayout`, their text measured by `MonospacedTextMeasurer`.
    ///
    /// ```swift
    /// let adapter = ListAdapter<FeedPostHeader, FeedItem>(listView: tableView)
    /// adapter.registerFeedCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    public func registerFeedCells(dispatchingTo interactor: FeedInteractor) {
        registerHeader(ofType: FeedAuthorHeaderView.self)
        registerCell(ofType: FeedPhotoCell.self)
        registerCell(
            ofType: FeedActionsCell.self,
            prepareCell: { [weak interactor] cell, state in
                cell.onLike = { interactor?.dispatch(action: .like(postId: state.postId)) }
                cell.onShare = { interactor?.dispatch(action: .share(postId: state.postId)) }
            },
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .like(postId: state.postId))
                return .deselect
            })
        registerCell(
            ofType: FeedCommentCell.self,
            sizing: .layout { comment, _ in FeedCommentLayout.node(for: comment, measurer: MonospacedTextMeasurer()) },
            shouldHighlight: { _ in false })
    }
}
