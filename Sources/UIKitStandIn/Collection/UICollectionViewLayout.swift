#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewLayout`: where a collection view's items go. The stand-in lays
/// out `UICollectionViewFlowLayout`; with another layout every item is 44 points high and
/// full width, without headers or footers.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// Apple documentation: `UICollectionViewLayout.init()`.
    public override init() {
        super.init()
    }

    /// Apple documentation: `UICollectionViewLayout.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Apple documentation: `UICollectionViewLayout.collectionView`.
    open internal(set) weak var collectionView: UICollectionView?

    /// Apple documentation: `UICollectionViewLayout.invalidateLayout()`: "the collection view
    /// needs to requery the layout information" (UICollectionViewLayout.h). The stand-in lays
    /// the items out again at the next layout pass, or at the end of the batch it is called
    /// in, and counts the call (`StandInControls.layoutInvalidations`).
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }
}

/// UIKit's `UICollectionViewFlowLayout`, vertical: items fill lines left to right, lines go
/// down, each section starts with its header (Apple documentation, `UICollectionViewFlowLayout`).
/// Each section ends with its footer. The stand-in has no section insets or pinned headers.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Apple documentation: `UICollectionViewFlowLayout.itemSize`: "The default size value is
    /// (50.0, 50.0)".
    open var itemSize = CGSize(width: 50, height: 50)
    /// Apple documentation: `UICollectionViewFlowLayout.headerReferenceSize`: "If the size in
    /// the appropriate scrolling dimension is 0, no header is added"; default (0, 0).
    open var headerReferenceSize = CGSize.zero
    /// Apple documentation: `UICollectionViewFlowLayout.footerReferenceSize`: "If the size in the
    /// appropriate scrolling dimension is 0, no footer is added"; default (0, 0).
    open var footerReferenceSize = CGSize.zero
    /// Apple documentation: `UICollectionViewFlowLayout.minimumLineSpacing` (default 10).
    open var minimumLineSpacing: CGFloat = 10
    /// Apple documentation: `UICollectionViewFlowLayout.minimumInteritemSpacing` (default 10).
    open var minimumInteritemSpacing: CGFloat = 10
    /// Apple documentation: `UICollectionViewFlowLayout.estimatedItemSize`: "defaults to
    /// CGSizeZero - setting a non-zero size enables cells that self-size via
    /// -preferredLayoutAttributesFittingAttributes:" (UICollectionViewFlowLayout.h). The
    /// stand-in then asks each cell it displays for its preferred attributes, starting from
    /// the item's size (the delegate's, else `itemSize`), and lays the item out at the size
    /// the cell prefers until the item is reloaded or deleted.
    open var estimatedItemSize = CGSize.zero
}
#endif
