import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The collection view's data source on behalf of a `CollectionListView`: counts, cells and
/// section headers from the list's `ListViewDataSource`. While a rejected batch is in UIKit's
/// hands it answers the counts UIKit had, so that UIKit sees an empty batch.
@MainActor
final class CollectionViewDataSourceProxy: NSObject, UICollectionViewDataSource {
    // MARK: Lifecycle

    init(list: CollectionListView) {
        self.list = list
        super.init()
    }

    // MARK: Internal

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        if let pinned = list.pinnedCounts { return pinned.count }
        return max(0, list.dataSource?.numberOfSections(in: list) ?? 0)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        if let pinned = list.pinnedCounts { return pinned.indices.contains(section) ? pinned[section] : 0 }
        return max(0, list.dataSource?.listView(list, numberOfItemsInSection: section) ?? 0)
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if let cell = list.dataSource?.listView(list, cellForItemAt: indexPath) as? UICollectionViewCell {
            return cell
        }
        return list.placeholderCell(for: indexPath)
    }

    /// The section header the data source gives; an empty placeholder header where it gives
    /// none (UIKit: "You must not return nil from this method").
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindSectionHeader,
            let header = list.dataSource?.listView(list, headerForSection: indexPath.section)
                as? UICollectionReusableView
        {
            return header
        }
        return list.emptySupplementaryView(ofKind: kind, for: indexPath)
    }

    // MARK: Private

    /// The list this proxy speaks for; it owns the proxy.
    private unowned let list: CollectionListView
}
