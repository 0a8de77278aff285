#if !canImport(UIKit)
import Foundation

/// UIKit's `UIScrollViewDelegate`, with the scrolling callbacks (the zooming ones are not
/// used and not declared).
///
/// UIKit declares every method `optional`, which needs `@objc` and so does not exist here:
/// each is a requirement with a default that does what UIKit does when the method is
/// missing. Code that calls an optional method spells the call differently on UIKit
/// (`delegate?.scrollViewDidScroll?(scrollView)`) and here
/// (`delegate?.scrollViewDidScroll(scrollView)`); implementing them is spelled the same.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Apple documentation: `UIScrollViewDelegate.scrollViewDidScroll(_:)`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Apple documentation: `UIScrollViewDelegate.scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Apple documentation:
    /// `UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Apple documentation: `UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)`.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Apple documentation: `UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)`.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Apple documentation: `UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)`.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Apple documentation: `UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)`.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Apple documentation: `UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)`.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Apple documentation: `UIScrollViewDelegate.scrollViewDidScrollToTop(_:)`.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Apple documentation: `UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)`.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Not implemented: nothing happens.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Not implemented: the scroll view stops where it would.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Not implemented: nothing happens.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Not implemented: UIKit scrolls to the top ("if the delegate doesn't implement this
    /// method, true is assumed").
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Not implemented: nothing happens.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
#endif
