import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The scrolling half of a list's proxy: it receives every scroll callback of the
/// `UIScrollViewDelegate` protocol and forwards each, by name, to `scrollDelegate` (no
/// message forwarding). `scrollViewDidScroll(_:)` also tells the list (`didScroll`).
///
/// Here the binding's source differs between UIKit and the stand-in (as in the low-level
/// bridge's `ownDataSourceSectionCount` and `UIKitDelegateProxy.responds(to:)`): UIKit's scroll
/// callbacks are optional protocol methods, called as
/// `delegate?.scrollViewDidScroll?(scrollView)`; the stand-in's are requirements with
/// defaults (Swift has no `optional` without `@objc`), called without the second `?`.
@MainActor
class ScrollViewProxy: NSObject, UIScrollViewDelegate {
    // MARK: Internal

    /// Hears the list's scroll callbacks. Held weakly, as UIKit holds delegates.
    weak var scrollDelegate: (any UIScrollViewDelegate)?

    /// Called on every `scrollViewDidScroll(_:)`, before `scrollDelegate` hears it.
    var didScroll: (() -> Void)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScroll?()
        #if canImport(UIKit)
        scrollDelegate?.scrollViewDidScroll?(scrollView)
        #else
        scrollDelegate?.scrollViewDidScroll(scrollView)
        #endif
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewWillBeginDragging?(scrollView)
        #else
        scrollDelegate?.scrollViewWillBeginDragging(scrollView)
        #endif
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewWillEndDragging?(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        #else
        scrollDelegate?.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        #endif
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        #else
        scrollDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        #endif
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewWillBeginDecelerating?(scrollView)
        #else
        scrollDelegate?.scrollViewWillBeginDecelerating(scrollView)
        #endif
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewDidEndDecelerating?(scrollView)
        #else
        scrollDelegate?.scrollViewDidEndDecelerating(scrollView)
        #endif
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
        #else
        scrollDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
        #endif
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
        #else
        scrollDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true
        #endif
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewDidScrollToTop?(scrollView)
        #else
        scrollDelegate?.scrollViewDidScrollToTop(scrollView)
        #endif
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        #if canImport(UIKit)
        scrollDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
        #else
        scrollDelegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
        #endif
    }
}
