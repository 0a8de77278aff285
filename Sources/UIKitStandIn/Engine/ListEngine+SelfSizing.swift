#if !canImport(UIKit)
import Foundation
import ListUpdates

// Self-sizing cells, as UIKit lays them out while it estimates: a cell is measured as it is
// displayed (a table's `automaticDimension` row: `systemLayoutSizeFitting`; a flow layout with
// an `estimatedItemSize`: `preferredLayoutAttributesFitting(_:)`), its item is laid out again
// at that size, and the content offset moves by what changed above the first row that starts
// on screen, so that the rows on screen stay where they are (Apple documentation,
// `UITableView.estimatedRowHeight`: "the table view ... defers" the height of rows until they
// scroll on screen). The measured sizes follow their items through batches and are dropped
// when an item is reloaded or deleted, or at `reloadData()`.
extension ListEngine {
    /// Measures `cell`, about to be displayed at `indexPath`: it is given its frame, then its
    /// size if it sizes itself; a size other than the frame's asks for a layout at it.
    func measureSelfSizingCell(_ cell: UIView, at indexPath: IndexPath) {
        guard let host, let frame = geometry.frame(of: indexPath) else { return }
        cell.frame = frame
        guard let size = host.selfSizedSize(of: cell, at: indexPath, laidOutAt: frame) else { return }
        let measured = CGSize(width: max(0, size.width), height: max(0, size.height))
        cell.frame.size = measured
        selfSizedSizes[indexPath] = measured
        if abs(measured.height - frame.height) > 0.001 || abs(measured.width - frame.width) > 0.001 {
            selfSizingChanged = true
        }
    }

    /// Measures every visible cell again (a batch: its cells may show other content now).
    func measureVisibleSelfSizingCells() {
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) { measureSelfSizingCell(cell, at: path) }
    }

    /// Lays the items out again at the sizes their cells asked for, until no cell displayed
    /// meanwhile asks for another (at most a few passes), keeping the first row that starts on
    /// screen where it is.
    func settleSelfSizing() {
        guard selfSizingChanged, !isSettlingSelfSizing, let host, let counts else { return }
        isSettlingSelfSizing = true
        defer { isSettlingSelfSizing = false }
        for _ in 0..<8 where selfSizingChanged {
            selfSizingChanged = false
            let anchor = firstRowStartingOnScreen()
            setCounts(counts)
            if let anchor, let frame = geometry.frame(of: anchor.indexPath) {
                let y = frame.minY - anchor.y
                if y != host.contentOffset.y { host.contentOffset = CGPoint(x: host.contentOffset.x, y: y) }
            }
            clampContentOffset()
            refresh(
                carrying: visible.merging(prepared) { current, _ in current }, headers: headers, footers: footers,
                retiring: [])
        }
    }

    /// `invalidateLayout()` was called: counted, in the batch running if any.
    func layoutWasInvalidated() {
        controls.layoutInvalidations += 1
        if batchDepth > 0 { batchOperations.layoutInvalidations += 1 }
    }

    /// The measured sizes after `plan`: those of items that survive it, at their new places.
    func carrySelfSizedSizes(through plan: BatchUpdatePlan) {
        guard !selfSizedSizes.isEmpty else { return }
        var carried: [IndexPath: CGSize] = [:]
        for (path, size) in selfSizedSizes {
            if let target = plan.newIndexPath(for: path) { carried[target] = size }
        }
        selfSizedSizes = carried
    }

    // MARK: Private

    /// The first visible item whose top is inside the viewport, and its distance from the
    /// viewport's top.
    private func firstRowStartingOnScreen() -> (indexPath: IndexPath, y: CGFloat)? {
        guard let host else { return nil }
        let top = host.bounds.minY
        for path in visible.keys.sorted() {
            guard let frame = geometry.frame(of: path), frame.minY >= top else { continue }
            return (path, frame.minY - top)
        }
        return nil
    }
}
#endif
