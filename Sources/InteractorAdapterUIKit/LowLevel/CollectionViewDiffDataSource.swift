import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A collection view data source of your own that can show an updated item's new state in the cell
/// already on screen, for `UICollectionView.reload(using:...)`: for every updated item whose cell is
/// on screen (or prepared) in a stage that only updates, the reload asks it first and reloads
/// the item only when it answers `.needsToReload`. When it is asked, the stage's data is
/// already set.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, tryRenderCell cell: UICollectionViewCell, forItemAt indexPath: IndexPath) -> RenderResult {
///     guard let cell = cell as? TodoEntryCell else { return .needsToReload }
///     return cell.render(items[indexPath.item], animated: true)
/// }
/// ```
@MainActor
public protocol CollectionViewDiffDataSource: UICollectionViewDataSource {
    /// Renders the new content of `indexPath` into `cell`, the cell shown there.
    func collectionView(
        _ collectionView: UICollectionView, tryRenderCell cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) -> RenderResult

    /// Renders the new model of `section` into `header`, the header shown. Defaults to
    /// `.needsToReload`, which reloads the section.
    func collectionView(
        _ collectionView: UICollectionView, tryRenderHeader header: UICollectionReusableView, forSection section: Int
    ) -> RenderResult

    /// Renders the new model of `section` into `footer`, the footer shown. Defaults to
    /// `.needsToReload`, which reloads the section.
    func collectionView(
        _ collectionView: UICollectionView, tryRenderFooter footer: UICollectionReusableView, forSection section: Int
    ) -> RenderResult
}

extension CollectionViewDiffDataSource {
    /// Reloads the section: a header cannot be re-rendered unless the data source says how.
    public func collectionView(
        _ collectionView: UICollectionView, tryRenderHeader header: UICollectionReusableView, forSection section: Int
    ) -> RenderResult {
        .needsToReload
    }

    /// Reloads the section: a footer cannot be re-rendered unless the data source says how.
    public func collectionView(
        _ collectionView: UICollectionView, tryRenderFooter footer: UICollectionReusableView, forSection section: Int
    ) -> RenderResult {
        .needsToReload
    }
}
