import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The view's data source on behalf of a `TableListView` or a `CollectionListView`, one type
/// for both views: counts, cells, a collection view's section headers and footers (a table
/// asks its delegate for them, see `UIKitDelegateProxy`) and moves from the list's
/// `ListViewDataSource`, and, as the view's `prefetchDataSource` while the list's data source
/// adopts `ListViewDataSourcePrefetching`, prefetching. While a rejected or held batch is in
/// UIKit's hands it answers the counts UIKit had, so that UIKit sees no change.
///
/// Each UIKit method, in its view's spelling, is one call of the list
/// (`UIKitListInteractions`), where what it answers is written once; a table's method and the
/// collection view's for the same question stand side by side.
@MainActor
final class UIKitDataSourceProxy: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching,
    UICollectionViewDataSource, UICollectionViewDataSourcePrefetching
{
    // MARK: Lifecycle

    init(list: UIKitListView) {
        self.list = list
        super.init()
    }

    // MARK: Internal

    // MARK: Counts

    func numberOfSections(in tableView: UITableView) -> Int {
        list.numberOfSectionsForUIKit
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        list.numberOfSectionsForUIKit
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.numberOfItemsForUIKit(inSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        list.numberOfItemsForUIKit(inSection: section)
    }

    // MARK: Cells, headers and footers

    /// The data source's cell; the placeholder where it gives no table cell.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        list.dataSourceCell(at: indexPath) as? UITableViewCell ?? tableView.placeholderCell(for: indexPath)
    }

    /// The data source's cell; the placeholder where it gives no collection view cell.
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard let cell = list.dataSourceCell(at: indexPath) as? UICollectionViewCell else {
            return collectionView.placeholderCell(for: indexPath)
        }
        (cell as? any SelfSizingCollectionCell)?.sizesItself = list.selfSizesItem(at: indexPath)
        return cell
    }

    /// The section header or footer the data source gives; an empty placeholder view where it
    /// gives none (UIKit: "You must not return nil from this method").
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let supplement = SectionSupplement(elementKind: kind),
            let view = list.supplementView(supplement, inSection: indexPath.section) as? UICollectionReusableView
        {
            return view
        }
        return collectionView.emptySupplementaryView(ofKind: kind, for: indexPath)
    }

    // MARK: Moves

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        list.canMoveItem(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        list.canMoveItem(at: indexPath)
    }

    /// UIKit already shows the row at `destinationIndexPath`.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        list.userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// UIKit already shows the item at `destinationIndexPath`.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        list.userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Prefetching

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        list.prefetchingDataSource?.listView(list, prefetchItemsAt: indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        list.prefetchingDataSource?.listView(list, prefetchItemsAt: indexPaths)
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        list.prefetchingDataSource?.listView(list, cancelPrefetchingForItemsAt: indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        list.prefetchingDataSource?.listView(list, cancelPrefetchingForItemsAt: indexPaths)
    }

    // MARK: Private

    /// The list this proxy speaks for; it owns the proxy.
    private unowned let list: UIKitListView
}
