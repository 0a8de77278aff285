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
}
#endif
