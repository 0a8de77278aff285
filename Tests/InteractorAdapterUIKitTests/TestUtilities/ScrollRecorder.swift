#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import UIKitStandIn

/// A scroll delegate that records every callback it hears, by name; it stops a drag 10 points
/// further than the finger left it (so the scroll view decelerates), and refuses to scroll to
/// the top when told to.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    private(set) var calls: [String] = []
    var allowsScrollToTop = true

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        targetContentOffset.pointee.y += 10
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(decelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        calls.append("didChangeAdjustedContentInset")
    }
}

/// Hears the adapter's own scroll callback.
@MainActor
final class AdapterScrollRecorder: ListAdapterScrollDelegate {
    private(set) var scrolls = 0
    func listViewDidScroll(_ listView: any ListView) { scrolls += 1 }
}
#endif
