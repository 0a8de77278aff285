import Foundation
import ListUpdates

/// Where a drag that reorders a list took an item.
public struct ListDragOutcome: Equatable, Sendable, CustomStringConvertible {
    /// Where the item was.
    public var source: IndexPath
    /// Where the user let it go, as asked.
    public var proposedDestination: IndexPath
    /// Where it is now: the proposal clamped to the list as UIKit clamps it, then retargeted
    /// by the delegate's `targetIndexPathForMoveFromItemAt`.
    public var destination: IndexPath

    /// Whether the item moved (the data source was told `moveItemAt`).
    public var didMove: Bool { source != destination }

    /// `moved [0, 0] to [0, 3]`, `[0, 0] stayed in place`, with the proposal when it differs.
    public var description: String {
        let proposal =
            proposedDestination == destination
            ? "" : " (dropped at \(ListInteractionError.text(proposedDestination)))"
        let from = ListInteractionError.text(source)
        return didMove
            ? "moved \(from) to \(ListInteractionError.text(destination))\(proposal)"
            : "\(from) stayed in place\(proposal)"
    }
}

extension HeadlessListView {
    /// A finger picks up the visible item at `source` and lets it go over
    /// `proposedDestination`, as UIKit's reordering handles it:
    ///
    /// 1. The item must be on screen and movable: the data source's `canMoveItemAt`
    ///    (false by default) says so.
    /// 2. The proposal is clamped as UIKit proposes places: to an existing section, and in
    ///    the item's own section to rows `0..<count`, in another to `0...count` (after its
    ///    last row).
    /// 3. The delegate's `targetIndexPathForMoveFromItemAt` may retarget it (clamped again).
    /// 4. If the place differs from `source`, the list moves the row itself: its counts, the
    ///    cells on screen (selection, highlight and an open swipe follow the row), and only
    ///    then tells the data source `moveItemAt:to:` so that its data matches the screen.
    ///    Rows that the move brings on screen are asked for after that. Dropped where it
    ///    was, nothing moves and the data source is not told.
    ///
    /// A drag is one gesture here: a drag while a batch animates sees the rows as the batch
    /// left them (its counts and cells are final; only its animation runs), as UIKit's data
    /// source already holds the batch's data; the animation's completion still runs on time.
    ///
    /// ```swift
    /// let outcome = try list.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    /// ```
    /// - Returns: where the item went.
    /// - Throws: `ListInteractionError` when `source` is not on screen or cannot move.
    @discardableResult
    public func dragItem(
        from source: IndexPath, to proposedDestination: IndexPath
    ) throws(ListInteractionError)
        -> ListDragOutcome
    {
        try requireVisible(source)
        guard dataSource?.listView(self, canMoveItemAt: source) == true else { throw .cannotMove(source) }
        openSwipe = nil
        openContextMenu = nil
        let proposal = clamped(proposedDestination, from: source)
        let retargeted =
            delegate?.listView(self, targetIndexPathForMoveFromItemAt: source, toProposedIndexPath: proposal)
            ?? proposal
        let destination = clamped(retargeted, from: source)
        let outcome = ListDragOutcome(
            source: source, proposedDestination: proposedDestination, destination: destination)
        guard outcome.didMove else { return outcome }
        move(from: ItemPosition(source), to: ItemPosition(destination))
        dataSource?.listView(self, moveItemAt: source, to: destination)
        refreshVisibleCells(ScreenChange(keeping: self), retireFirst: true)
        return outcome
    }

    // MARK: Private

    /// `proposed` as UIKit can propose it for a row dragged from `source`: an existing
    /// section; in `source`'s section a row of it, in another one up to after its last row.
    private func clamped(_ proposed: IndexPath, from source: IndexPath) -> IndexPath {
        guard proposed.count == 2 else { return source }
        let section = min(max(proposed.section, 0), itemCounts.count - 1)
        let last = section == source.section ? itemCounts[section] - 1 : itemCounts[section]
        return IndexPath(item: min(max(proposed.item, 0), last), section: section)
    }

    /// Moves the row at `source` to `destination` on screen: counts, layout, the cells on
    /// screen at their new places (rows coming on screen are asked for by the next
    /// refresh), selection, highlight, swipe and prefetched items.
    private func move(from source: ItemPosition, to destination: ItemPosition) {
        var counts = itemCounts
        counts[source.section] -= 1
        counts[destination.section] += 1
        let move = BatchUpdate(moveItems: [BatchUpdate.Move(from: source.indexPath, to: destination.indexPath)])
        // One move between existing rows is always a valid batch.
        guard let plan = try? BatchUpdateValidator.plan(move, before: itemCounts, after: counts, style: style) else {
            return
        }
        itemCounts = counts
        relayout()
        let moved = visibleCells.entries.compactMap { entry in
            plan.newPosition(for: entry.position).map { VisibleCells.Entry(position: $0, cell: entry.cell) }
        }
        visibleCells = VisibleCells(sorted: moved.sorted { $0.position < $1.position })
        if !selectedItems.isEmpty { selectedItems = Set(selectedItems.compactMap(plan.newIndexPath(for:))) }
        highlightedIndexPath = highlightedIndexPath.flatMap(plan.newIndexPath(for:))
        if !prefetchedItems.isEmpty { prefetchedItems = Set(prefetchedItems.compactMap(plan.newPosition(for:))) }
    }
}
