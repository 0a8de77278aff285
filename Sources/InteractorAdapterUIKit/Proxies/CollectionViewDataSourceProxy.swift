import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The collection view's data source on behalf of a `CollectionListView`: counts, cells,
/// section headers and footers, and moves from the list's `ListViewDataSource`, and, as the
/// collection view's `prefetchDataSource` while the list's data source adopts
/// `ListViewDataSourcePrefetching`, prefetching. While a rejected or held batch is in UIKit's
/// hands it answers the counts UIKit had, so that UIKit sees no change.
@MainActor
final class CollectionViewDataSourceProxy: NSObject, UICollectionViewDataSource,
    UICollectionViewDataSourcePrefetching
{
    // MARK: Lifecycle

    init(list: CollectionListView) {
        self.list = list
        super.init()
    }

    // MARK: Internal

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        list.numberOfSectionsForUIKit
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        list.numberOfItemsForUIKit(inSection: section)
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if let cell = list.dataSource?.listView(list, cellForItemAt: indexPath) as? UICollectionViewCell {
            (cell as? any SelfSizingCollectionCell)?.sizesItself = list.selfSizesItem(at: indexPath)
            return cell
        }
        return list.placeholderCell(for: indexPath)
    }

    /// The section header or footer the data source gives; an empty placeholder view where it
    /// gives none (UIKit: "You must not return nil from this method").
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let supplement: SectionSupplement? =
            switch kind {
            case UICollectionView.elementKindSectionHeader: .header
            case UICollectionView.elementKindSectionFooter: .footer
            default: nil
            }
        if let supplement,
            let view = list.supplementView(supplement, inSection: indexPath.section)
                as? UICollectionReusableView
        {
            return view
        }
        return list.emptySupplementaryView(ofKind: kind, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        list.canMoveItem(at: indexPath)
    }

    /// UIKit already shows the item at `destinationIndexPath`.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        list.userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        list.prefetchingDataSource?.listView(list, prefetchItemsAt: indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        list.prefetchingDataSource?.listView(list, cancelPrefetchingForItemsAt: indexPaths)
    }

    // MARK: Private

    /// The list this proxy speaks for; it owns the proxy.
    private unowned let list: CollectionListView
}
