import BinarySearch
import Foundation
import StagedDiff

extension ListView {
    /// Applies `stagedChangeset` one batch update per stage, calling `setData` inside each
    /// batch, for teams that keep their own data source (the adapter is built on this too).
    ///
    /// In each batch: `setData(stage.data)`, then every updated item whose cell is visible is
    /// offered to the data source's `listView(_:tryRenderCell:forItemAt:)` if it is a `DiffDataSource` (and
    /// reloaded unless it answers `.rendered`); updated items off screen are not reloaded, as
    /// the data source configures them from the new data when they appear. Updated sections
    /// do the same with `listView(_:tryRenderHeader:forSection:)`; when a section is not reloaded that
    /// way, its visible rows are offered to `listView(_:tryRenderCell:forItemAt:)` too, since a staged
    /// changeset lists no element updates inside an updated section. A visible footer of an
    /// updated section is offered to `listView(_:tryRenderFooter:forSection:)` after its
    /// header, and the section is reloaded when either answers `.needsToReload`. A stage that also
    /// inserts, deletes or moves reloads its visible updated items instead of rendering them
    /// in place.
    ///
    /// Falls back to `setData(last) + reloadData()` when the list is not in a window or when
    /// `interrupt` returns true for a stage about to be applied.
    ///
    /// ```swift
    /// let changeset = StagedChangeset(source: items, target: newItems)
    /// try listView.reload(using: changeset, interrupt: { $0.changeCount > 300 }) { items = $0 }
    /// ```
    /// - Parameters:
    ///   - stagedChangeset: the stages to apply, in order; the last stage's data is the target.
    ///   - interrupt: asked before each stage is applied; true stops applying stages and
    ///     reloads the list with the last stage's data. nil applies every stage.
    ///   - setData: sets the data the data source answers from; called inside each batch with
    ///     the stage's data, and with the last stage's data before a fallback `reloadData()`.
    ///   - completion: runs once the last batch's animation ends (at once after a reload).
    /// - Returns: how the changeset was applied: as batches, or with `reloadData()` and why.
    /// - Throws: the `BatchUpdateError` of a batch the list rejected; the list has then been
    ///   recovered with `setData(last) + reloadData()`, so nothing is lost on screen.
    @discardableResult
    public func reload<C>(
        using stagedChangeset: StagedChangeset<C>,
        interrupt: ((Changeset<C>) -> Bool)? = nil,
        setData: (C) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) throws(BatchUpdateError) -> StagedReloadOutcome {
        let hooks = StagedReloadHooks { target, context in
            guard case .visible(let cell) = context,
                let dataSource = self.dataSource as? any DiffDataSource
            else { return .needsToReload }
            switch target {
            case .item(let indexPath), .rowOfUpdatedSection(let indexPath):
                return dataSource.listView(self, tryRenderCell: cell, forItemAt: indexPath)
            case .header(let section): return dataSource.listView(self, tryRenderHeader: cell, forSection: section)
            case .footer(let section): return dataSource.listView(self, tryRenderFooter: cell, forSection: section)
            }
        }
        return try StagedBatches.apply(
            stagedChangeset, on: self, interrupt: interrupt, setData: setData, hooks: hooks, completion: completion)
    }
}
