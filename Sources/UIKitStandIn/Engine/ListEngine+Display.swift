#if !canImport(UIKit)
import Foundation
import ListUpdates

extension ListEngine {
    /// Tells the delegate that the cells of `before` that are not `continuing` ended
    /// displaying, at the index path each had, before any of them is reused (Apple
    /// documentation, `UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)`: "when a
    /// cell is removed from a table view"). UIKit tells about a deleted row when its animation
    /// ends; the stand-in, which animates nothing, at once.
    func announceEnded(before: [IndexPath: UIView], continuing: Set<ObjectIdentifier>) {
        guard let host else { return }
        let ended = before.filter { !continuing.contains(ObjectIdentifier($0.value)) }
        for (path, cell) in ended.sorted(by: { $0.key < $1.key }) { host.delegateDidEndDisplaying(cell, at: path) }
    }

    /// Tells the delegate that the visible cells that are not `continuing` are about to be
    /// displayed (Apple documentation, `UITableViewDelegate.tableView(_:willDisplay:forRowAt:)`:
    /// "just before it uses cell to draw a row"). Prepared cells are not displayed: one that
    /// scrolls in is announced then.
    /// A self-sizing cell is measured first, so that its frame has the size it asked for
    /// when the delegate is told (see `measureSelfSizingCell(_:at:)`).
    func announceStarted(continuing: Set<ObjectIdentifier>) {
        guard let host else { return }
        let started = visible.filter { !continuing.contains(ObjectIdentifier($0.value)) }
        for (path, cell) in started.sorted(by: { $0.key < $1.key }) {
            measureSelfSizingCell(cell, at: path)
            host.delegateWillDisplay(cell, at: path)
        }
    }

    /// Keeps the open swipe only if its cell stays on screen (a reconfigured or moved row
    /// keeps its cell; a reloaded, deleted or scrolled-away one does not), following the row.
    func keepOpenSwipe(onlyOn continuing: Set<ObjectIdentifier>) {
        guard let swipe = openSwipe else { return }
        guard continuing.contains(ObjectIdentifier(swipe.cell)),
            let path = visible.first(where: { $0.value === swipe.cell })?.key
        else {
            openSwipe = nil
            return
        }
        openSwipe?.indexPath = path
    }

    /// Tells the prefetch data source about the items just beyond the prepared ones
    /// (`controls.prefetchedItemCount` on each side, nearest first) it was not told about yet,
    /// and cancels those it was told about that left that range without being shown (Apple
    /// documentation, `UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)`: the rows
    /// "it is likely to display in the near future", never those "they require immediately";
    /// `tableView(_:cancelPrefetchingForRowsAt:)`: for "cells that are no longer needed").
    /// Items that got a cell leave the list silently.
    func updatePrefetching() {
        guard let host, host.hasPrefetchDataSource else {
            prefetched = []
            return
        }
        let onScreen = (visible.keys.map { $0 } + prepared.keys.map { $0 }).sorted()
        var wanted: [IndexPath] = []
        if let first = onScreen.first, let last = onScreen.last {
            wanted = geometry.prefetchCandidates(around: first, last, skipping: 0, count: controls.prefetchedItemCount)
        }
        let wantedSet = Set(wanted)
        let cancelled = prefetched.filter { !wantedSet.contains($0) && cell(at: $0) == nil }
        let told = Set(prefetched)
        let new = wanted.filter { !told.contains($0) }
        prefetched = wanted
        if !cancelled.isEmpty { host.prefetchDataSourceCancel(cancelled) }
        if !new.isEmpty { host.prefetchDataSourcePrefetch(new) }
    }
}
#endif
