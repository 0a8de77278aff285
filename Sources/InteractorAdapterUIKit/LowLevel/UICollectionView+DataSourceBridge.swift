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
            numberOfSections: { [unowned self] in
                guard let dataSource else { return 0 }
                #if canImport(UIKit)
                return dataSource.numberOfSections?(in: self) ?? 1
                #else
                return dataSource.numberOfSections(in: self)
                #endif
            },
            numberOfItems: { [unowned self] in dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 },
            cell: { [unowned self] in
                dataSource?.collectionView(self, cellForItemAt: $0) ?? UICollectionViewCell(frame: .zero)
            },
            tryRender: { [unowned self] view, part in
                guard let source = dataSource as? any CollectionViewDiffDataSource else { return .needsToReload }
                switch (part, view) {
                case (.cell(let indexPath), let cell as UICollectionViewCell):
                    return source.collectionView(self, tryRenderCell: cell, forItemAt: indexPath)
                case (.header(let section), let header as UICollectionReusableView):
                    return source.collectionView(self, tryRenderHeader: header, forSection: section)
                case (.footer(let section), let footer as UICollectionReusableView):
                    return source.collectionView(self, tryRenderFooter: footer, forSection: section)
                default:
                    return .needsToReload
                }
            })
    }
}
