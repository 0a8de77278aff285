#if !canImport(UIKit)
import Foundation

/// UIKit's `UIScrollView`, reduced to its content offset and content size.
///
/// Setting `contentOffset` moves `bounds.origin` (as in UIKit, where the bounds' origin is
/// the offset), tells the delegate `scrollViewDidScroll(_:)` and asks for a layout: the
/// cells that scroll in appear at the next `layoutIfNeeded()`.
///
/// UIKit declares `delegate: UIScrollViewDelegate?` here and redeclares it in `UITableView`
/// and `UICollectionView` with their own delegate protocols (a covariant property override
/// that Objective-C allows and Swift cannot spell). The stand-in therefore declares
/// `delegate` only on those two subclasses; the scroll view reaches it through an internal
/// hook.
@MainActor
open class UIScrollView: UIView {
    // MARK: Public

    /// Apple documentation: `UIScrollView.contentOffset` (default `.zero`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
            scrollViewDelegate?.scrollViewDidScroll(self)
        }
    }

    /// Apple documentation: `UIScrollView.contentSize`.
    open var contentSize: CGSize = .zero

    /// Apple documentation: `UIScrollView.setContentOffset(_:animated:)`. The stand-in ends an
    /// animated scroll at once and then tells the delegate
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    // MARK: Internal

    /// The delegate of the subclass (`UITableView.delegate`, `UICollectionView.delegate`).
    var scrollViewDelegate: (any UIScrollViewDelegate)? { nil }
}
#endif
