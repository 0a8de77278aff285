import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to CollectionViewDataSourceProxy.swift, and kept so: each implements its view's UIKit
// data source protocols; every method is one line that asks the list (`UIKitListInteractions`).

/// The table view's data source on behalf of a `TableListView`: counts, cells and moves from
/// the list's `ListViewDataSource`, and, as the table's `prefetchDataSource` while the list's
/// data source adopts `ListViewDataSourcePrefetching`, prefetching. While a rejected or held
/// batch is in UIKit's hands it answers the counts UIKit had, so that UIKit sees no change.
@MainActor
final class TableViewDataSourceProxy: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
    // MARK: Lifecycle

    init(list: TableListView) {
        self.list = list
        super.init()
    }

    // MARK: Internal

    func numberOfSections(in tableView: UITableView) -> Int {
        list.numberOfSectionsForUIKit
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.numberOfItemsForUIKit(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = list.dataSource?.listView(list, cellForItemAt: indexPath) as? UITableViewCell { return cell }
        return list.placeholderCell(for: indexPath)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        list.canMoveItem(at: indexPath)
    }

    /// UIKit already shows the row at `destinationIndexPath`.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        list.userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        list.prefetchingDataSource?.listView(list, prefetchItemsAt: indexPaths)
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        list.prefetchingDataSource?.listView(list, cancelPrefetchingForItemsAt: indexPaths)
    }

    // MARK: Private

    /// The list this proxy speaks for; it owns the proxy.
    private unowned let list: TableListView
}
