#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`, reduced to where a cell goes: its frame, its
/// size and its index path (Apple documentation, `UICollectionViewLayoutAttributes`; the
/// iOS 17 SDK's UICollectionViewLayout.h declares them).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    // MARK: Lifecycle

    /// Apple documentation: `UICollectionViewLayoutAttributes.init(forCellWith:)`: attributes
    /// for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    // MARK: Public

    /// Apple documentation: `UICollectionViewLayoutAttributes.frame`.
    open var frame: CGRect = .zero

    /// Apple documentation: `UICollectionViewLayoutAttributes.size`: setting it keeps the
    /// item's center, as UIKit's bounds do.
    open var size: CGSize {
        get { frame.size }
        set {
            frame = CGRect(
                x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// Apple documentation: `UICollectionViewLayoutAttributes.indexPath`.
    open var indexPath = IndexPath(item: 0, section: 0)
}
#endif
