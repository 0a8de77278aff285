import InteractorAdapterUIKit
import Interactors
import LayoutSpecs

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension ListAdapter where Model == FeedPostHeader, Item == FeedItem {
    /// Registers the feed's collection view header and cells: a tap on a post's actions row
    /// likes it, and its like and share buttons dispatch the matching actions. Comment rows
    /// are laid out by `FeedCommentLayout`, their text measured by `textMeasurer`.
    ///
    /// ```swift
    /// let adapter = ListAdapter<FeedPostHeader, FeedItem>(collectionView: collectionView)
    /// adapter.registerFeedCollectionCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    /// - Parameters:
    ///   - interactor: where the cells' actions go.
    ///   - textMeasurer: what measures the comments' text, on the thread that lays them out:
    ///     UIKit's (`AttributedStringTextMeasurer`) by default.
    public func registerFeedCollectionCells(
        dispatchingTo interactor: FeedInteractor, textMeasurer: some TextMeasuring = AttributedStringTextMeasurer()
    ) {
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
        registerCell(
            ofType: FeedCommentCollectionCell.self,
            sizing: .layout { comment, _ in FeedCommentLayout.node(for: comment, measurer: textMeasurer) },
            shouldHighlight: { _ in false })
    }
}
