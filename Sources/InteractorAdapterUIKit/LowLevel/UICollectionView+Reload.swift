import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension UICollectionView {
    /// Applies `stagedChangeset` one batch update per stage, for collection views whose data
    /// source you keep yourself (DifferenceKit's shape): `setData` runs inside each batch,
    /// every batch is checked with UIKit's rules before UIKit sees it, and updated items on
    /// screen are offered to your data source's `collectionView(_:tryRenderCell:forItemAt:)`
    /// if it is a `CollectionViewDiffDataSource` (reloaded unless it answers `.rendered`).
    ///
    /// ```swift
    /// let changeset = StagedChangeset(source: posts, target: newPosts)
    /// try collectionView.reload(using: changeset) { posts = $0 }
    /// ```
    /// - Parameters:
    ///   - stagedChangeset: the stages to apply, in order; the last stage's data is the target.
    ///   - interrupt: asked before each stage; true sets the last stage's data and reloads.
    ///   - setData: sets the data your data source answers from.
    ///   - completion: runs once the last batch's animation ends (at once after a reload).
    /// - Returns: how the changeset was applied.
    /// - Throws: the `BatchUpdateError` UIKit would have raised for a stage; the collection view
    ///   never saw that batch and shows the last stage's data, reloaded.
    /// - Note: Items are reloaded, never reconfigured (see `UITableView.reload(using:with:...)`).
    @discardableResult
    public func reload<C>(
        using stagedChangeset: StagedChangeset<C>,
        interrupt: ((Changeset<C>) -> Bool)? = nil,
        setData: (C) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) throws(BatchUpdateError) -> StagedReloadOutcome {
        let list = UIKitListView(host: self, scheduler: MainScheduler.instance, answeringFor: dataSourceBridge)
        return try list.reload(using: stagedChangeset, interrupt: interrupt, setData: setData, completion: completion)
    }
}
