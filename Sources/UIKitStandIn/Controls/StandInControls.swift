#if !canImport(UIKit)
import Foundation
import ListUpdates

/// What a test reads and drives on a stand-in list beyond UIKit's own API
/// (`tableView.standIn`, `collectionView.standIn`): what UIKit would have raised or asserted,
/// what the list was asked to do, how it animates and prefetches, and the user's gestures
/// (a tap, a scroll drag, and on rows a swipe, a long press and a move; see
/// `StandInControls+RowGestures.swift`).
///
/// ```swift
/// let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
/// tableView.standIn.animationTimer = { delay, complete in scheduler.schedule(after: delay) { ... } }
/// // ... drive the screen ...
/// #expect(tableView.standIn.raisedExceptions.isEmpty)
/// #expect(tableView.standIn.violations.isEmpty)
/// ```
@MainActor
public final class StandInControls {
    // MARK: Public

    /// The "Invalid update" messages UIKit would have raised as
    /// NSInternalInconsistencyException (the app would have stopped), in order.
    public internal(set) var raisedExceptions: [String] = []
    /// The misuses UIKit asserts on or warns about, in order.
    public internal(set) var violations: [StandInViolation] = []
    /// Every batch the list received, in order, as its block issued it.
    public internal(set) var batches: [StandInBatch] = []
    /// How many times `reloadData()` was called.
    public internal(set) var reloadDataCount = 0
    /// How many times the list asked its data source for a cell.
    public internal(set) var cellRequests = 0
    /// How many existing cells a reconfigure configured again.
    public internal(set) var reconfiguredCells = 0
    /// How many times the collection view's layout was invalidated
    /// (`UICollectionViewLayout.invalidateLayout()`), inside a batch or not.
    public internal(set) var layoutInvalidations = 0
    /// The `actionPerformed` values swipe actions passed to their completion handlers, in order.
    public internal(set) var swipeActionCompletions: [Bool] = []

    /// How many cells the list keeps prepared on each side of the visible ones (Apple
    /// documentation, `UITableView.cellForRow(at:)`: since iOS 15 the list retains cells it
    /// prefetched and cells that finished displaying "because they remain near the visible
    /// region"). 1 by default; 0 shows only visible cells, as before iOS 15.
    public var preparedCellCount = 1
    /// How many items beyond the prepared ones, on each side, the list tells its prefetch data
    /// source about (Apple documentation, `UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)`:
    /// "the index paths for cells it is likely to display in the near future"; UIKit does not
    /// say how many). 2 by default; 0 prefetches nothing.
    public var prefetchedItemCount = 2
    /// Ends batch animations after `animationDuration` on the test's clock; nil (the default)
    /// leaves them running until `finishAnimations()`.
    public var animationTimer: (@MainActor (TimeInterval, @escaping @MainActor () -> Void) -> Void)?
    /// How long a batch animates in a window. 0.3 seconds by default.
    public var animationDuration: TimeInterval = 0.3
    /// Makes the list's `hasUncommittedUpdates` true, as while a drop placeholder is shown
    /// (Apple documentation, `UICollectionView.hasUncommittedUpdates`). The list's own answer
    /// is also true while a row is dragged (see `beginMovingRow(at:)`).
    public var hasUncommittedUpdates = false

    /// The index paths of the cells kept prepared but not visible, in list order.
    public var preparedIndexPaths: [IndexPath] { engine?.prepared.keys.sorted() ?? [] }

    /// The items the prefetch data source was told about and neither shown nor cancelled since,
    /// nearest the visible ones first.
    public var prefetchedIndexPaths: [IndexPath] { engine?.prefetched ?? [] }

    /// Whether a batch animation is running (its completion has not run).
    public var isAnimating: Bool { !(engine?.animations.isEmpty ?? true) }

    /// Ends every running batch animation: the completions run with `finished` true.
    public func finishAnimations() {
        engine?.finishAnimations(finished: true)
    }

    /// A finger taps the visible item at `indexPath` (see `ListEngine.tap(at:)`).
    /// - Returns: whether the item is selected afterwards.
    @discardableResult
    public func tap(at indexPath: IndexPath) -> Bool {
        engine?.tap(at: indexPath) ?? false
    }

    /// A finger drags the content to `offset` and lifts with `velocity`, the delegate told as
    /// UIKit tells it: will begin dragging, did scroll, will end dragging (it may change the
    /// target), did end dragging, and when the scroll view decelerates to the target, will
    /// begin decelerating, did scroll, did end decelerating.
    public func drag(to offset: CGPoint, velocity: CGPoint = .zero) {
        guard let host = engine?.host else { return }
        let delegate = host.scrollViewDelegate
        delegate?.scrollViewWillBeginDragging(host)
        host.contentOffset = offset
        var target = offset
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(host, withVelocity: velocity, targetContentOffset: pointer)
        }
        let decelerates = target != offset
        delegate?.scrollViewDidEndDragging(host, willDecelerate: decelerates)
        guard decelerates else { return }
        delegate?.scrollViewWillBeginDecelerating(host)
        host.contentOffset = target
        delegate?.scrollViewDidEndDecelerating(host)
    }

    /// A tap on the status bar: the list scrolls to the top if the delegate agrees.
    public func tapStatusBar() {
        guard let host = engine?.host else { return }
        let delegate = host.scrollViewDelegate
        guard delegate?.scrollViewShouldScrollToTop(host) ?? true else { return }
        host.contentOffset = .zero
        delegate?.scrollViewDidScrollToTop(host)
    }

    /// The safe area changed, and with it the adjusted content inset.
    public func changeAdjustedContentInset() {
        guard let host = engine?.host else { return }
        host.scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(host)
    }

    // MARK: Internal

    weak var engine: ListEngine?

    func record(_ violation: StandInViolation) {
        violations.append(violation)
    }
}
#endif
