import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Answers, for the low-level `UICollectionView.reload(using:...)`, as the collection view's
/// own data source does: its counts, and its `CollectionViewDiffDataSource` hooks when it
/// has them.
@MainActor
final class CollectionViewDataSourceBridge: DiffDataSource {
    // MARK: Lifecycle

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    // MARK: Internal

    /// The data source's `numberOfSections(in:)`, 1 when it has none (UIKit's default).
    func numberOfSections(in listView: any ListView) -> Int {
        guard let dataSource = collectionView.dataSource else { return 0 }
        // An optional UIKit method: spelled with `?` on UIKit, without it on the stand-in.
        #if canImport(UIKit)
        return dataSource.numberOfSections?(in: collectionView) ?? 1
        #else
        return dataSource.numberOfSections(in: collectionView)
        #endif
    }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        collectionView.dataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    /// The collection view's data source's cell (UIKit asks its data source directly; so does
    /// this).
    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        guard let dataSource = collectionView.dataSource else { return UICollectionViewCell(frame: .zero) }
        return dataSource.collectionView(collectionView, cellForItemAt: indexPath)
    }

    func listView(
        _ listView: any ListView, tryRenderCell cell: any ListCell, forItemAt indexPath: IndexPath
    )
        -> RenderResult
    {
        guard let source = collectionView.dataSource as? any CollectionViewDiffDataSource,
            let cell = cell as? UICollectionViewCell
        else { return .needsToReload }
        return source.collectionView(collectionView, tryRenderCell: cell, forItemAt: indexPath)
    }

    func listView(
        _ listView: any ListView, tryRenderHeader header: any ListCell, forSection section: Int
    )
        -> RenderResult
    {
        guard let source = collectionView.dataSource as? any CollectionViewDiffDataSource,
            let header = header as? UICollectionReusableView
        else { return .needsToReload }
        return source.collectionView(collectionView, tryRenderHeader: header, forSection: section)
    }

    func listView(
        _ listView: any ListView, tryRenderFooter footer: any ListCell, forSection section: Int
    )
        -> RenderResult
    {
        guard let source = collectionView.dataSource as? any CollectionViewDiffDataSource,
            let footer = footer as? UICollectionReusableView
        else { return .needsToReload }
        return source.collectionView(collectionView, tryRenderFooter: footer, forSection: section)
    }

    // MARK: Private

    private unowned let collectionView: UICollectionView
}
