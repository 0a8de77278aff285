import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension UITableView {
    /// Applies `stagedChangeset` one batch update per stage, for tables whose data source you
    /// keep yourself (DifferenceKit's shape): `setData` runs inside each batch, every batch is
    /// checked with UIKit's rules before UIKit sees it, and updated rows on screen are offered
    /// to your data source's `tableView(_:tryRenderCell:forRowAt:)` if it is a
    /// `TableViewDiffDataSource` (reloaded unless it answers `.rendered`).
    ///
    /// ```swift
    /// let changeset = StagedChangeset(source: items, target: newItems)
    /// try tableView.reload(using: changeset, with: .fade) { items = $0 }
    /// ```
    /// - Parameters:
    ///   - stagedChangeset: the stages to apply, in order; the last stage's data is the target.
    ///   - animation: how inserted, deleted and reloaded rows and sections animate.
    ///   - interrupt: asked before each stage; true sets the last stage's data and reloads.
    ///   - setData: sets the data your data source answers from.
    ///   - completion: runs once the last batch's animation ends (at once after a reload; with
    ///     `finished` false when UIKit never calls it, see `TableListView.completionTimeout`).
    /// - Returns: how the changeset was applied.
    /// - Throws: the `BatchUpdateError` UIKit would have raised for a stage; the table never
    ///   saw that batch (it got one that replaces every section) and shows the last stage's
    ///   data, reloaded.
    /// - Note: Rows are reloaded, never reconfigured: the reload cannot know whether your data
    ///   source would dequeue the same cell again. The table is not in a window, or shows
    ///   other counts than your data source had before the first stage: it reloads.
    @discardableResult
    public func reload<C>(
        using stagedChangeset: StagedChangeset<C>,
        with animation: @autoclosure () -> UITableView.RowAnimation,
        interrupt: ((Changeset<C>) -> Bool)? = nil,
        setData: (C) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) throws(BatchUpdateError) -> StagedReloadOutcome {
        let list = UIKitListView(host: self, scheduler: MainScheduler.instance, answeringFor: dataSourceBridge)
        list.tableRowAnimation = animation()
        return try list.reload(using: stagedChangeset, interrupt: interrupt, setData: setData, completion: completion)
    }
}
