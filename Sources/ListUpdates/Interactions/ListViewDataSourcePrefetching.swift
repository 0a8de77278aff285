import Foundation

/// A data source told ahead of time which items are about to appear, as UIKit's
/// `UITableViewDataSourcePrefetching` and `UICollectionViewDataSourcePrefetching`: start
/// loading their images or data there. A list asks its `dataSource` for it with `as?`; a
/// data source that does not adopt it is not told.
@MainActor
public protocol ListViewDataSourcePrefetching: ListViewDataSource {
    /// Items near the visible ones that the list expects to show soon, the nearest to the
    /// visible area first (as UIKit orders them: in list order when scrolling down, in
    /// reverse when scrolling up).
    func listView(_ listView: any ListView, prefetchItemsAt indexPaths: [IndexPath])

    /// Items prefetched earlier that the list no longer expects to show soon. Defaults to
    /// nothing.
    func listView(_ listView: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension ListViewDataSourcePrefetching {
    /// Ignores the cancellation.
    public func listView(_ listView: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
