#if !canImport(UIKit)
import Foundation
import ListUpdates

extension ListEngine {
    /// The user starts dragging the visible row at `indexPath` (a table's reorder control, a
    /// collection view's `beginInteractiveMovementForItem(at:)`): the data source is asked
    /// whether it can move (Apple documentation, "Table View Programming Guide for iOS",
    /// "Managing the Reordering of Rows": `tableView:canMoveRowAtIndexPath:` comes first;
    /// `UICollectionView.beginInteractiveMovementForItem(at:)`: "If the data source does not
    /// support the movement of the item, this method returns false"). An open swipe closes.
    /// - Returns: whether the drag began.
    func beginMovingRow(at indexPath: IndexPath) -> Bool {
        guard let host, moving == nil, visible[indexPath] != nil, host.dataSourceCanMove(at: indexPath) else {
            return false
        }
        openSwipe = nil
        moving = MovingRow(original: indexPath, target: indexPath)
        return true
    }

    /// The dragged row is held over `proposed`: the place is clamped to one the row can take,
    /// then the delegate may retarget it (Apple documentation, "Managing the Reordering of
    /// Rows": "Every time the dragged row is over a destination, the table view sends
    /// tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath: to its
    /// delegate"; `UICollectionView.updateInteractiveMovementTargetPosition(_:)`).
    ///
    /// The clamp: in its own section a row can take the places `0..<count` (it leaves one and
    /// takes another; the guide's Listing 8-3 retargets to `numberOfRowsInSection - 1` of the
    /// source section as its last row); in another section `0...count` (it can go after the
    /// last row); a section outside the list is the nearest one. The delegate's answer is
    /// clamped the same way: UIKit does not document an impossible one.
    func hoverMovingRow(over proposed: IndexPath) {
        guard let host, var current = moving, proposed.count == 2 else { return }
        let clamped = clampedDestination(proposed, from: current.original)
        let target = host.delegateTarget(forMoving: current.original, current: current.target, proposed: clamped)
        current.target = target.count == 2 ? clampedDestination(target, from: current.original) : clamped
        moving = current
    }

    /// The user lifts the dragged row: if it lands elsewhere, the list moves it itself (its
    /// counts, cells and selection, as a batch that only moves it, with no animation to wait
    /// for), then tells the data source, which must update its data to match (Apple
    /// documentation, `UICollectionView.endInteractiveMovement()`: the collection view "move[s]
    /// the item to its new location permanently" and calls `collectionView(_:moveItemAt:to:)`
    /// "to ensure that your data structures are updated"; `collectionView(_:moveItemAt:to:)`:
    /// called "if the position of the item changed"). `hasUncommittedUpdates` stays true until
    /// the data source's callback returns. The cells already on screen move with their rows;
    /// rows that come into view without a cell are asked for in the next layout pass, after
    /// the data source was told (UIKit lays out in `layoutSubviews()`, never in the middle of
    /// the drop's own callbacks).
    /// - Returns: where the row landed; nil when no row was being dragged.
    @discardableResult
    func dropMovingRow() -> IndexPath? {
        guard let drag = moving else { return nil }
        defer { moving = nil }
        guard drag.target != drag.original else { return drag.original }
        defersCellRequests = true
        moveOwnRow(from: drag.original, to: drag.target)
        defersCellRequests = false
        host?.setNeedsLayout()
        host?.dataSourceMove(from: drag.original, to: drag.target)
        return drag.target
    }

    /// The drag ends without a move (`UICollectionView.cancelInteractiveMovement()`: the item
    /// returns "to its original location"); the data source is not told.
    func cancelMovingRow() {
        moving = nil
    }

    // MARK: Private

    private func clampedDestination(_ proposed: IndexPath, from source: IndexPath) -> IndexPath {
        let counts = self.counts ?? []
        guard !counts.isEmpty else { return source }
        let section = min(max(0, proposed.section), counts.count - 1)
        let last = section == source.section ? counts[section] - 1 : counts[section]
        return IndexPath(item: min(max(0, proposed.item), max(0, last)), section: section)
    }

    private func moveOwnRow(from source: IndexPath, to destination: IndexPath) {
        guard let before = counts else { return }
        var after = before
        after[source.section] -= 1
        after[destination.section] += 1
        let update = BatchUpdate(moveItems: [BatchUpdate.Move(from: source, to: destination)])
        guard let plan = try? BatchUpdateValidator.plan(update, before: before, after: after, style: style) else {
            return
        }
        apply(plan, counts: after)
    }
}
#endif
