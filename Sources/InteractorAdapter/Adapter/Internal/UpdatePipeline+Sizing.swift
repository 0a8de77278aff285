import Foundation
import ListUpdates
import StagedDiff

// Row heights on the update path: every row sized (from the size cache, or measured) when
// the sections change shape, only the updated rows when a stage only updates (the list then
// asks only those whose height changed again), heights of deleted items evicted after the
// batch, and what the size cache did counted in the trace.
extension UpdatePipeline {
    /// Registers how rows of `viewStateType` are sized, and sizes what is on screen again.
    func register(_ sizing: RowSizing, for viewStateType: Any.Type) {
        sizer.register(sizing, for: viewStateType)
        if hasApplied {
            sizer.sizeAll(sections)
            resizeOnScreen()
        }
    }

    /// Notes what a stage about to be applied means for heights: which rows to size again
    /// after its data is set (all, unless it only updates) and which items it deletes.
    @usableFromInline
    func sizingWillApply(_ stage: Changeset<[Section]>) {
        guard isSizingRows else { return }
        sizer.listHasEveryHeight()  // the batches before this one laid every row out
        for path in stage.elementDeleted {
            if let item = sections.item(at: path.section - sectionOffset, path.element) {
                deletedIdentities.append(item.differenceIdentifier)
            }
        }
        for section in stage.sectionDeleted where sections.indices.contains(section - sectionOffset) {
            deletedIdentities += sections[section - sectionOffset].elements.map(\.differenceIdentifier)
        }
        guard stage.hasOnlyUpdates else {
            stageRowsToResize = nil
            stageToCarry = stage
            return
        }
        var paths = stage.elementUpdated.map { IndexPath(item: $0.element, section: $0.section - sectionOffset) }
        for section in stage.sectionUpdated where sections.indices.contains(section - sectionOffset) {
            let local = section - sectionOffset
            paths += sections[local].elements.indices.map { IndexPath(item: $0, section: local) }
        }
        stageRowsToResize = paths
    }

    /// Sizes the rows of the data a stage just set (inside its batch, before the list lays
    /// out): the updated ones when the stage only updates, else every row.
    @usableFromInline
    func sizeRowsOfStage() {
        guard isSizingRows else { return }
        stageRowsToResizeChanged = 0
        if let paths = stageRowsToResize {
            let before = sizer.changedRows?.count ?? 0
            sizer.resize(paths, of: sections, sectionOffset: sectionOffset)
            stageRowsToResizeChanged = (sizer.changedRows?.count ?? 0) - before
            countResizedOnScreen(from: before)
        } else if let stage = stageToCarry, sizer.carry(stage, sectionOffset: sectionOffset, to: sections) {
            // the heights followed the rows
        } else {
            sizer.sizeAll(sections)
        }
        stageRowsToResize = nil
        stageToCarry = nil
    }

    /// Whether the row at `listPath` changed height in the stage being applied.
    @usableFromInline
    func heightChanged(at listPath: IndexPath) -> Bool {
        guard isSizingRows, stageRowsToResizeChanged > 0, let changed = sizer.changedRows else { return false }
        return changed.suffix(stageRowsToResizeChanged).contains(listPath)
    }

    /// Sizes every row of the sections just set without a batch (a reload, a drag).
    @usableFromInline
    func sizeAllRows() {
        guard isSizingRows else { return }
        sizer.sizeAll(sections)
    }

    /// After an update: forgets the heights of the items it deleted and hands what sizing
    /// did to the trace.
    @usableFromInline
    func finishSizing() {
        guard isSizingRows else { return }
        sizer.listHasEveryHeight()
        if !deletedIdentities.isEmpty {
            sizer.cache.evict(deletedIdentities)
            sizer.layouts.evict(deletedIdentities)
            deletedIdentities = []
        }
        recorder.recordSizing(sizer.takeCounters())
    }

    /// Tells the list that row heights changed outside a batch: one batch with no
    /// operation (UIKit's `performBatchUpdates(nil)`), which asks the changed rows again.
    /// Every height is the list's afterwards, whether it asked for the changed rows only (the
    /// headless list, a collection view) or for every row (a table view).
    func resizeOnScreen() {
        defer { sizer.listHasEveryHeight() }
        handLayoutsToVisibleCells()
        guard hasApplied, listView.isInWindow else {
            if hasApplied { listView.reloadData() }
            return
        }
        do {
            try listView.performBatchUpdates({ BatchUpdate() }, completion: nil)
        } catch {
            recorder.recordRejectedBatch(error)
        }
    }

    // MARK: Private

    /// Counts the rows on screen among those `resize` found changed from `start` on.
    private func countResizedOnScreen(from start: Int) {
        guard let changed = sizer.changedRows, changed.count > start else { return }
        let onScreen = changed[start...].filter { listView.cellForItem(at: $0) != nil }.count
        sizer.countResizedInPlace(onScreen)
    }
}
