import Foundation
import ListUpdates
import StagedDiff

extension ListAdapter: ListViewDataSource {
    /// The number of sections on screen.
    public func numberOfSections(in listView: any ListView) -> Int {
        pipeline.numberOfSections
    }

    /// The number of items in `section` on screen.
    public func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        pipeline.numberOfItems(inSection: section)
    }

    /// The registered cell for the item's view state, rendered; the list's placeholder
    /// (reported to `problemHandler`) when its type has no registration.
    public func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        pipeline.cell(at: indexPath, listPath: indexPath)
    }

    /// The registered header for the section model's view state; none when no header type is
    /// registered at all, the list's placeholder header (reported) when only this model's
    /// type lacks one.
    public func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        pipeline.header(forSection: section, listSection: section)
    }

    /// The registered footer for the section model's footer view state (`ListSectionModel`);
    /// none when it gives none.
    public func listView(_ listView: any ListView, footerForSection section: Int) -> (any ListCell)? {
        pipeline.footer(forSection: section, listSection: section)
    }

    /// True when the item's registration has a `move` handler and its `canMove` (if any)
    /// says yes.
    public func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        pipeline.canMoveItem(at: indexPath)
    }

    /// Why the item at `indexPath` cannot be dragged (which part of its registration says
    /// no); nil when it can, or outside the data.
    package func moveRefusal(forItemAt indexPath: IndexPath) -> MoveRefusal? {
        pipeline.moveRefusal(at: indexPath)
    }

    /// The list shows the item at `destinationIndexPath` already: the adapter updates its
    /// sections to match (no batch), then calls the item's `move` handler, which dispatches.
    /// The next state that agrees with the screen applies as no change (traced as already
    /// shown); one that disagrees animates from what is on screen.
    public func listView(
        _ listView: any ListView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        pipeline.moveItem(
            from: sourceIndexPath, to: destinationIndexPath,
            listMove: BatchUpdate.Move(from: sourceIndexPath, to: destinationIndexPath))
    }
}

extension ListAdapter: ListViewDataSourcePrefetching {
    /// Runs the `prefetch` handlers of the items' registrations.
    public func listView(_ listView: any ListView, prefetchItemsAt indexPaths: [IndexPath]) {
        pipeline.prefetchItems(at: indexPaths, cancelled: false)
    }

    /// Runs the `cancelPrefetching` handlers of the items' registrations.
    public func listView(_ listView: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        pipeline.prefetchItems(at: indexPaths, cancelled: true)
    }
}

extension ListAdapter: CommittedDataHolding {
    /// Answers the list's questions about items, headers and footers from the sections on
    /// screen now until `listViewDidCommitData(_:)`; a new state set meanwhile is diffed and
    /// counted as usual.
    public func listViewWillHoldCommittedData(_ listView: any ListView) {
        pipeline.holdAnsweredSections()
    }

    /// Answers from the latest sections again.
    public func listViewDidCommitData(_ listView: any ListView) {
        pipeline.commitHeldSections()
    }

    /// Moves the item in the held sections only: the latest ones already differ from what
    /// the list shows, and the list reloads them once the hold ends.
    public func listView(
        _ listView: any ListView, moveCommittedItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        pipeline.moveHeldItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
