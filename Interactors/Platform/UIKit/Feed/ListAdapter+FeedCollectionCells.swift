import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension ListAdapter where Model == FeedPostHeader, Item == FeedItem {
    /// Registers the feed's collection view header and cells: a tap on a post's actions row
    /// likes it, and its like and share buttons dispatch the matching actions.
    ///
    /// ```swift
    /// let adapter = ListAdapter<FeedPostHeader, FeedItem>(collectionView: collectionView)
    /// adapter.registerFeedCollectionCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    public func registerFeedCollectionCells(dispatchingTo interactor: FeedInteractor) {
        registerHeader(ofType: FeedAuthorCollectionHeader.self)
        registerCell(ofType: FeedPhotoCollectionCell.self)
        registerCell(
            ofType: FeedActionsCollectionCell.self,
            prepareCell: { [weak interactor] cell, state in
                cell.onLike = { interactor?.dispatch(action: .like(postId: state.postId)) }
                cell.onShare = { interactor?.dispatch(action: .share(postId: state.postId)) }
            },
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .like(postId: state.postId))
                return .deselect
            })
        registerCell(ofType: FeedCommentCollectionCell.self, shouldHighlight: { _ in false })
    }
}
