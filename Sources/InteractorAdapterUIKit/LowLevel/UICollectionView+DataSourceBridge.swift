import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension UICollectionView {
    /// The collection view's own data source as the low-level `reload(using:...)` asks it: its
    /// counts (one section where it does not say, as UIKit), its cells, its
    /// `CollectionViewDiffDataSource` hooks.
    var dataSourceBridge: UIKitDataSourceBridge {
        UIKitDataSourceBridge(
            numberOfSections: { [unowned self] in ownDataSourceSectionCount },
            numberOfItems: { [unowned self] in dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 },
            cell: { [unowned self] in
                dataSource?.collectionView(self, cellForItemAt: $0) ?? UICollectionViewCell(frame: .zero)
            },
            hooks: { [unowned self] in dataSource as? any CollectionViewDiffDataSource },
            renderCell: { [unowned self] (source, cell: UICollectionViewCell, indexPath) in
                source.collectionView(self, tryRenderCell: cell, forItemAt: indexPath)
            },
            renderHeader: { [unowned self] (source, header: UICollectionReusableView, section) in
                source.collectionView(self, tryRenderHeader: header, forSection: section)
            },
            renderFooter: { [unowned self] (source, footer: UICollectionReusableView, section) in
                source.collectionView(self, tryRenderFooter: footer, forSection: section)
            })
    }
}
