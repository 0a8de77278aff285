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
    /// get cells from the data source, deleted rows' cells go to the reuse pool.
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
        // A batch with no operation and unchanged counts (an update rendered in place) moves
        // nothing: with uniform row heights there is nothing to lay out again either.
        if update.isEmpty, after == itemCounts, !(delegate is any ListViewHeightProviding) {
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
        var carried: [VisibleCells.Entry] = []
        carried.reserveCapacity(entries.count)
        var retiring: [any ListCell] = []
        for entry in entries {
            if let target = plan.newPosition(for: entry.position) {
                carried.append(VisibleCells.Entry(position: target, cell: entry.cell))
            } else {
                retiring.append(entry.cell)
            }
        }
        var headers: [Int: (any ListCell)?] = [:]
        for (section, header) in visibleHeaders {
            if let target = plan.newSection(for: section) {
                headers[target] = .some(header)
            } else if let header {
                retiring.append(header)
            }
        }
        // UIKit keeps the selection on rows that move and drops it on deleted and reloaded rows.
        if !selectedItems.isEmpty {
            selectedItems = Set(selectedItems.compactMap(plan.newIndexPath(for:)))
        }
        if let highlighted = highlightedIndexPath {
            highlightedIndexPath = plan.newIndexPath(for: highlighted)
        }
        refreshVisibleCells(carrying: carried, headers: headers, retiring: retiring, retireFirst: false)
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
