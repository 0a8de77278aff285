import BinarySearch
import Foundation
import StagedDiff

/// The list the adapter drives: what `UITableView` and `UICollectionView` have in common,
/// named the way UIKit names it. `HeadlessListView` is the implementation used on Linux,
/// in tests and in replay.
///
/// Counts are those the list last displayed: they change only in `reloadData()` and in
/// `performBatchUpdates(_:completion:)`, never because the data source changed.
@MainActor
public protocol ListView: AnyObject {
    /// Answers counts, cells and headers. Held weakly, as in UIKit.
    var dataSource: (any ListViewDataSource)? { get set }

    /// Answers heights and is told about taps, highlight and scrolling. Held weakly.
    var delegate: (any ListViewDelegate)? { get set }

    /// The number of sections as last displayed.
    var numberOfSections: Int { get }

    /// The number of items in `section` as last displayed.
    func numberOfItems(inSection section: Int) -> Int

    /// Re-reads everything from the data source without animation.
    func reloadData()

    /// Applies one batch update.
    ///
    /// `updates` runs first: it sets the new data on the data source and returns the
    /// operations. The list then re-reads the counts and validates the whole batch against
    /// UIKit's rules before changing anything.
    /// - Throws: `BatchUpdateError` carrying UIKit's message when UIKit would raise
    ///   "Invalid update"; the list is then left exactly as it was.
    func performBatchUpdates(
        _ updates: () -> BatchUpdate,
        completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError)

    /// The index paths of the items on screen, in no particular order (a `UICollectionView`
    /// returns them unsorted); sort them where order matters.
    var indexPathsForVisibleItems: [IndexPath] { get }

    /// The cell on screen at `indexPath`, or nil when that item is not visible.
    func cellForItem(at indexPath: IndexPath) -> (any ListCell)?

    /// The header on screen for `section`, or nil when it is not visible or has none.
    func headerForSection(_ section: Int) -> (any ListCell)?

    /// Whether the list is in a window; when not, batch updates are validated but not animated.
    var isInWindow: Bool { get }

    /// Registers the cell class dequeued for `identifier`.
    func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String)

    /// Takes a cell for `identifier` from the reuse pool, or makes one.
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell

    /// Registers the section-header class dequeued for `identifier` (on a table view, a
    /// header-footer view class; on a collection view, a supplementary view class).
    func register(_ headerClass: AnyClass, forHeaderReuseIdentifier identifier: String)

    /// Takes a header view for `identifier` from the header reuse pool, or makes one.
    func dequeueReusableHeader(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell

    /// The cell class this list shows for an item whose view state has no registered cell.
    /// A list supplies its own (a `HeadlessCell` subclass on the headless list, a
    /// `UITableViewCell` subclass on a table view), so an adapter never registers a class
    /// the list cannot show.
    var placeholderCellType: any RenderableCell<UnregisteredViewState>.Type { get }

    /// The header class this list shows for a section model whose view state has no
    /// registered header.
    var placeholderHeaderType: any RenderableCell<UnregisteredViewState>.Type { get }

    /// Registers the section-footer class dequeued for `identifier` (on a table view, a
    /// header-footer view class; on a collection view, a supplementary view of the footer
    /// kind). Defaults to `register(_:forHeaderReuseIdentifier:)`: a table view keeps headers
    /// and footers in one pool.
    func register(_ footerClass: AnyClass, forFooterReuseIdentifier identifier: String)

    /// Takes a footer view for `identifier` from the footer reuse pool, or makes one.
    /// Defaults to `dequeueReusableHeader(withReuseIdentifier:forSection:)`.
    func dequeueReusableFooter(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell

    /// The footer on screen for `section`, or nil when it is not visible or has none.
    /// Defaults to nil.
    func footerForSection(_ section: Int) -> (any ListCell)?
}

extension ListView {
    /// Registers footers in the header pool, as a table view does.
    public func register(_ footerClass: AnyClass, forFooterReuseIdentifier identifier: String) {
        register(footerClass, forHeaderReuseIdentifier: identifier)
    }

    /// Takes a footer from the header pool, as a table view does.
    public func dequeueReusableFooter(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        dequeueReusableHeader(withReuseIdentifier: identifier, forSection: section)
    }

    /// No footer is known to be on screen.
    public func footerForSection(_ section: Int) -> (any ListCell)? { nil }
}

/// Supplies a `ListView` with its counts, cells and section headers.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// The number of sections the data now has.
    func numberOfSections(in listView: any ListView) -> Int

    /// The number of items the data now has in `section`.
    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int

    /// A configured cell for `indexPath`, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell

    /// A configured header for `section`, or nil for none. Defaults to nil.
    func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)?

    /// A configured footer for `section`, or nil for none. Defaults to nil.
    func listView(_ listView: any ListView, footerForSection section: Int) -> (any ListCell)?

    /// Whether the user may drag the item at `indexPath` to another place, as UIKit's
    /// `tableView(_:canMoveRowAt:)`. Defaults to false.
    func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// The user dragged the item at `sourceIndexPath` to `destinationIndexPath`, and the list
    /// already shows it there, as UIKit's `tableView(_:moveRowAt:to:)`: update the data to
    /// match what is on screen; do not animate the move again. Defaults to nothing.
    func listView(_ listView: any ListView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension ListViewDataSource {
    /// No headers unless the data source provides them.
    public func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        nil
    }

    /// No footers unless the data source provides them.
    public func listView(_ listView: any ListView, footerForSection section: Int) -> (any ListCell)? {
        nil
    }

    /// Items do not move.
    public func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Ignores the move.
    public func listView(
        _ listView: any ListView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// Receives user events from a `ListView`. Every member has a default. A delegate that also
/// gives heights adopts `ListViewHeightProviding`.
@MainActor
public protocol ListViewDelegate: AnyObject {
    /// Whether a touch on the item highlights it (and so can select it). Defaults to true.
    func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool

    /// The user selected the item at `indexPath`.
    func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath)

    /// The item at `indexPath` was deselected.
    func listView(_ listView: any ListView, didDeselectItemAt indexPath: IndexPath)

    /// The content offset changed.
    func listViewDidScroll(_ listView: any ListView)

    /// The buttons a swipe from the trailing edge of the item reveals, or nil for none, as
    /// UIKit's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`. Defaults to nil.
    func listView(_ listView: any ListView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> ListSwipeActions?

    /// The buttons a swipe from the leading edge of the item reveals, or nil for none.
    /// Defaults to nil.
    func listView(_ listView: any ListView, leadingSwipeActionsForItemAt indexPath: IndexPath) -> ListSwipeActions?

    /// The menu a long press on the item opens, or nil for none, as UIKit's
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`. Defaults to nil.
    func listView(_ listView: any ListView, contextMenuForItemAt indexPath: IndexPath) -> ListContextMenu?

    /// Where a dragged item may go when the user holds it over `proposedDestinationIndexPath`,
    /// as UIKit's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: return
    /// another index path to keep it out of a place it may not go. Defaults to the proposal.
    func listView(
        _ listView: any ListView, targetIndexPathForMoveFromItemAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// The cell is about to come on screen at `indexPath`. Defaults to nothing.
    func listView(_ listView: any ListView, willDisplay cell: any ListCell, forItemAt indexPath: IndexPath)

    /// The cell left the screen; `indexPath` is where it was. Defaults to nothing.
    func listView(_ listView: any ListView, didEndDisplaying cell: any ListCell, forItemAt indexPath: IndexPath)
}

extension ListViewDelegate {
    /// Every item highlights.
    public func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Leaves the selection to the list.
    public func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {}
    /// Leaves the selection to the list.
    public func listView(_ listView: any ListView, didDeselectItemAt indexPath: IndexPath) {}
    /// Ignores scrolling.
    public func listViewDidScroll(_ listView: any ListView) {}
    /// No trailing swipe actions.
    public func listView(
        _ listView: any ListView, trailingSwipeActionsForItemAt indexPath: IndexPath
    )
        -> ListSwipeActions?
    { nil }
    /// No leading swipe actions.
    public func listView(
        _ listView: any ListView, leadingSwipeActionsForItemAt indexPath: IndexPath
    )
        -> ListSwipeActions?
    { nil }
    /// No context menu.
    public func listView(_ listView: any ListView, contextMenuForItemAt indexPath: IndexPath) -> ListContextMenu? {
        nil
    }
    /// Accepts the proposal.
    public func listView(
        _ listView: any ListView, targetIndexPathForMoveFromItemAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// Ignores the cell's appearance.
    public func listView(_ listView: any ListView, willDisplay cell: any ListCell, forItemAt indexPath: IndexPath) {}
    /// Ignores the cell's disappearance.
    public func listView(
        _ listView: any ListView, didEndDisplaying cell: any ListCell, forItemAt indexPath: IndexPath
    ) {}
}

/// A `ListViewDelegate` that gives the heights of section headers and footers, as
/// `UITableViewDelegate`'s `tableView(_:heightForHeaderInSection:)` and
/// `tableView(_:heightForFooterInSection:)` and `UICollectionViewDelegateFlowLayout`'s
/// reference sizes do, without giving row heights: a list asks it once per section, and
/// still lays rows out at its own row height without asking per row.
///
/// ```swift
/// extension SettingsDelegate: ListViewSectionHeightProviding {
///     func listView(_ listView: any ListView, heightForHeaderInSection section: Int) -> Double? {
///         sections[section].title == nil ? 0 : nil   // no header for an untitled section
///     }
/// }
/// ```
@MainActor
public protocol ListViewSectionHeightProviding: ListViewDelegate {
    /// The height of the header of `section`; nil uses the list's header height, 0 means the
    /// section has no header (the list then neither asks for nor shows one).
    func listView(_ listView: any ListView, heightForHeaderInSection section: Int) -> Double?

    /// The height of the footer of `section`; nil uses the list's footer height, 0 means the
    /// section has no footer (the list then neither asks for nor shows one).
    func listView(_ listView: any ListView, heightForFooterInSection section: Int) -> Double?
}

extension ListViewSectionHeightProviding {
    /// Uses the list's header height.
    public func listView(_ listView: any ListView, heightForHeaderInSection section: Int) -> Double? { nil }
    /// Uses the list's footer height.
    public func listView(_ listView: any ListView, heightForFooterInSection section: Int) -> Double? { nil }
}

/// A `ListViewDelegate` that gives heights, as `UITableViewDelegate`'s height methods and
/// `UICollectionViewDelegateFlowLayout` do: row heights, and the section heights of
/// `ListViewSectionHeightProviding`. A list whose delegate does not adopt it gives every row
/// its own row height (and lays rows out without asking per row).
///
/// ```swift
/// extension ChatDelegate: ListViewHeightProviding {
///     func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
///         messages[indexPath.item].isLong ? 88 : nil
///     }
/// }
/// ```
@MainActor
public protocol ListViewHeightProviding: ListViewSectionHeightProviding {
    /// The height of the item at `indexPath`; nil uses the list's row height.
    func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double?

    /// Whether the delegate gives item heights at all now; when false, the list lays every
    /// row out at its own row height without asking per item. Defaults to true.
    func givesItemHeights(in listView: any ListView) -> Bool

    /// Every item's height in `section`, in order, when the delegate has them at hand (items
    /// without a height of their own get `rowHeight`, the list's): the list then lays the
    /// section out from the array instead of asking per item. Defaults to nil (ask per item).
    func listView(_ listView: any ListView, heightsOfItemsInSection section: Int, rowHeight: Double) -> [Double]?

    /// The items whose heights changed since the list last asked, when the delegate knows
    /// them: a batch update that changes no count (UIKit's `performBatchUpdates(nil)`) then
    /// asks only these again, in O(log n) each, instead of every item. Defaults to nil
    /// (every item is asked again).
    func indexPathsOfItemsWithChangedHeights(in listView: any ListView) -> [IndexPath]?

    /// Whether the list measures the item at `indexPath` itself (a self-sizing cell: UIKit's
    /// `UITableView.automaticDimension` row), `heightForItemAt` being then only its estimate.
    /// Defaults to false.
    func listView(_ listView: any ListView, selfSizesItemAt indexPath: IndexPath) -> Bool

    /// The list measured a self-sizing item's cell at `height` (read as it is displayed), so
    /// that the delegate can keep it for the item's next estimate. Defaults to nothing.
    func listView(_ listView: any ListView, didMeasureHeight height: Double, ofItemAt indexPath: IndexPath)
}

extension ListViewHeightProviding {
    /// Uses the list's row height.
    public func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? { nil }

    /// Gives item heights.
    public func givesItemHeights(in listView: any ListView) -> Bool { true }

    /// Asks per item.
    public func listView(
        _ listView: any ListView, heightsOfItemsInSection section: Int, rowHeight: Double
    ) -> [Double]? { nil }

    /// Does not know which heights changed.
    public func indexPathsOfItemsWithChangedHeights(in listView: any ListView) -> [IndexPath]? { nil }

    /// No item is self-sizing.
    public func listView(_ listView: any ListView, selfSizesItemAt indexPath: IndexPath) -> Bool { false }

    /// Keeps nothing.
    public func listView(_ listView: any ListView, didMeasureHeight height: Double, ofItemAt indexPath: IndexPath) {}
}
