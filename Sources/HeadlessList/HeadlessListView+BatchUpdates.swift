import BinarySearch
import Foundation
import ListUpdates
import StagedDiff

extension HeadlessListView {
    // MARK: Public

    /// Whether a batch is still animating: its completion has not run yet.
    public var isAnimating: Bool { !pendingCompletions.isEmpty }

    /// Applies one batch update the way UIKit does, or throws UIKit's message.
    ///
    /// `updates` sets the new data on the data source and returns the operations; the list
    /// then re-reads the counts, validates the batch (`BatchUpdateValidator`) and only then
    /// changes: moved and untouched rows keep their cells, inserted and reloaded visible rows
    /// get cells from the data source (the delegate told `willDisplay`), deleted and reloaded
    /// rows' cells go to the reuse pool (the delegate told `didEndDisplaying` with their old
    /// index paths, after the new cells came). An open swipe follows its row, and closes when
    /// the row is deleted or reloaded; a batch that only renders in place keeps it.
    /// `completion(true)` runs at once when the list is not in a window or has no
    /// `animationTimer`, else after `animationDuration` on that timer; until then
    /// `isAnimating` is true.
    /// - Throws: `BatchUpdateError` when UIKit would raise "Invalid update", or
    ///   `.reentrantBatchUpdate` when called from inside another batch's `updates`. The list
    ///   is then exactly as it was.
    public func performBatchUpdates(
        _ updates: () -> BatchUpdate,
        completion: ((Bool) -> Void)? = nil
    ) throws(BatchUpdateError) {
        guard !isInsideUpdatesBlock else { throw .reentrantBatchUpdate }
        loadIfNeeded()
        isInsideUpdatesBlock = true
        let update = updates()
        isInsideUpdatesBlock = false
        let after = readItemCounts()
        // A batch with no operation and unchanged counts (an update rendered in place, or
        // UIKit's `performBatchUpdates(nil)` to resize rows) moves nothing: with uniform row
        // heights and the same section heights there is nothing to lay out again either.
        // Row heights may have changed: a delegate that knows which has only those asked
        // again, else every row is; either way the first visible row stays where it is on
        // screen (the cells stay: they are resized, not reloaded).
        if update.isEmpty, after == itemCounts, sectionHeightsAreUnchanged() {
            if let heights = itemHeights, heights.givesItemHeights(in: self) || layoutHasItemHeights {
                let changed = heights.indexPathsOfItemsWithChangedHeights(in: self)
                if changed.map(resizeItems(at:)) != true {
                    let anchor = firstVisibleAnchor()
                    relayout()
                    restore(anchor)
                }
            }
            complete(completion)
            return
        }
        let plan = try BatchUpdateValidator.plan(update, before: itemCounts, after: after, style: style)
        apply(plan, counts: after)
        complete(completion)
    }

    // MARK: Private

    private func apply(_ plan: BatchUpdatePlan, counts: [Int]) {
        itemCounts = counts
        relayout()
        let entries = visibleCells.entries
        var change = ScreenChange()
        change.carried.reserveCapacity(entries.count)
        // The entries are in list order: one walk over the plan maps them all.
        var positions = plan.ascendingPositions()
        for entry in entries {
            if let target = positions.newPosition(for: entry.position) {
                change.carried.append(VisibleCells.Entry(position: target, cell: entry.cell))
            } else {
                change.leavingCells.append(entry)
            }
        }
        change.headers = Self.move(visibleHeaders, by: plan, leaving: &change.leavingViews)
        change.footers = Self.move(visibleFooters, by: plan, leaving: &change.leavingViews)
        // UIKit keeps the selection on rows that move and drops it on deleted and reloaded rows.
        if !selectedItems.isEmpty {
            selectedItems = Set(selectedItems.compactMap(plan.newIndexPath(for:)))
        }
        if let highlighted = highlightedIndexPath {
            highlightedIndexPath = plan.newIndexPath(for: highlighted)
        }
        // An open swipe follows its row and closes when the row is deleted or reloaded.
        if let swipe = openSwipe {
            openSwipe = plan.newPosition(for: swipe.position).map { swipe.moved(to: $0) }
        }
        if !prefetchedItems.isEmpty { prefetchedItems = Set(prefetchedItems.compactMap(plan.newPosition(for:))) }
        refreshVisibleCells(change, retireFirst: false)
    }

    /// `views` by their sections after `plan`; those of deleted or reloaded sections are
    /// appended to `leaving`.
    private static func move(
        _ views: [Int: (any ListCell)?], by plan: BatchUpdatePlan, leaving: inout [any ListCell]
    ) -> [Int: (any ListCell)?] {
        guard !views.isEmpty else { return views }
        var moved: [Int: (any ListCell)?] = Dictionary()
        for (section, view) in views {
            if let target = plan.newSection(for: section) {
                moved[target] = .some(view)
            } else if let view {
                leaving.append(view)
            }
        }
        return moved
    }

    private func complete(_ completion: ((Bool) -> Void)?) {
        guard isInWindow, let animationTimer, animationDuration > 0 else {
            completion?(true)
            return
        }
        let id = nextAnimationID
        nextAnimationID += 1
        pendingCompletions[id] = completion ?? { _ in }
        animationTimer(animationDuration) { [weak self] in
            self?.finishAnimation(id)
        }
    }

    private func finishAnimation(_ id: Int) {
        guard let completion = pendingCompletions.removeValue(forKey: id) else { return }
        completion(true)
    }
}
