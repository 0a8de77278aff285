#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDelegate`, with the members the binding implements. UIKit's
/// optional methods are requirements with defaults here (see `UIScrollViewDelegate`).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Apple documentation: `UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:)`.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Apple documentation: `UICollectionViewDelegate.collectionView(_:didSelectItemAt:)`.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Apple documentation: `UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)`.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Not implemented: every item highlights.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Not implemented: nothing happens.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Not implemented: nothing happens.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// UIKit's `UICollectionViewDelegateFlowLayout`, with the sizes the binding gives.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// Apple documentation: `UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// Apple documentation:
    /// `UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Not implemented: the flow layout's `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    /// Not implemented: the flow layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
}
#endif
