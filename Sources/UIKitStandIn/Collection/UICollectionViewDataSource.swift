#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDataSource`, with the members the binding implements. UIKit's
/// optional methods are requirements with defaults here (see `UIScrollViewDelegate`).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// Apple documentation: `UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Apple documentation: `UICollectionViewDataSource.collectionView(_:cellForItemAt:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Apple documentation: `UICollectionViewDataSource.numberOfSections(in:)` (optional).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Apple documentation:
    /// `UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)`
    /// (optional): "You must not return nil from this method."
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Apple documentation: `UICollectionViewDataSource.collectionView(_:canMoveItemAt:)` (optional).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Apple documentation: `UICollectionViewDataSource.collectionView(_:moveItemAt:to:)` (optional):
    /// "When interactions with an item end, the collection view calls this method if the
    /// position of the item changed."
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// Not implemented: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Not implemented: UIKit raises when its layout asks for a supplementary view the data
    /// source cannot give; the stand-in records that and shows an empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.standIn.raisedExceptions.append(
            "the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
        return UICollectionReusableView(frame: .zero)
    }

    /// Not implemented: no item moves. UIKit lets every item move when the data source
    /// implements `collectionView(_:moveItemAt:to:)` without this method; the stand-in cannot
    /// tell whether a requirement is implemented, so a data source that moves items
    /// implements both.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Not implemented: "the collection view ignores any attempts to reorder items".
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// UIKit's `UICollectionViewDataSourcePrefetching`: told which items are likely to appear
/// soon (Apple documentation, `UICollectionViewDataSourcePrefetching`). Set it as the
/// collection view's `prefetchDataSource`.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Apple documentation: `UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)`:
    /// "The order of the index paths provided represents the priority."
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Apple documentation:
    /// `UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)` (optional).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Not implemented: nothing happens.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}
#endif
