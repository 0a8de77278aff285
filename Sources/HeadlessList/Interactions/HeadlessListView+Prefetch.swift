import Foundation
import ListUpdates

extension HeadlessListView {
    /// The index paths told to a prefetching data source and not cancelled or shown since,
    /// in list order.
    public var indexPathsForPrefetchedItems: [IndexPath] {
        prefetchedItems.sorted().map(\.indexPath)
    }

    /// Asks a prefetching data source about the items that the last scroll is bringing
    /// near: those in the `prefetchDistance` beyond the viewport in the direction of the
    /// scroll (below it when scrolling down, above it when scrolling up), not on screen and
    /// not told yet, nearest the viewport first; and cancels those told earlier that are
    /// neither on screen nor in that range any more. Items that came on screen are simply
    /// forgotten (UIKit asks for their cells instead). Called after every scroll that moved.
    func updatePrefetching() {
        guard let prefetching = dataSource as? any ListViewDataSourcePrefetching else { return }
        let distance = max(0, prefetchDistance ?? viewportHeight)
        let top = contentOffset
        let bottom = contentOffset + viewportHeight
        var near =
            isScrollingDown
            ? layout.visibleItems(from: bottom, to: bottom + distance)
            : layout.visibleItems(from: top - distance, to: top)
        let onScreen = Set(visibleCells.entries.map(\.position))
        near.removeAll { onScreen.contains($0) }
        if !isScrollingDown { near.reverse() }
        let wanted = Set(near)
        let cancelled = prefetchedItems.filter { !wanted.contains($0) && !onScreen.contains($0) }.sorted()
        let new = near.filter { !prefetchedItems.contains($0) }
        prefetchedItems = wanted
        if !cancelled.isEmpty {
            prefetching.listView(self, cancelPrefetchingForItemsAt: cancelled.map(\.indexPath))
        }
        if !new.isEmpty { prefetching.listView(self, prefetchItemsAt: new.map(\.indexPath)) }
    }
}
