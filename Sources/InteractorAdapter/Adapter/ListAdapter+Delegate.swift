import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

extension ListAdapter: ListViewDelegate {
    /// Asks the registration's `shouldHighlight`; rows without one highlight, placeholders do not.
    public func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        pipeline.shouldHighlightItem(at: indexPath)
    }

    /// Runs the registration's `didSelect` and deselects the row when it answers `.deselect`.
    public func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {
        pipeline.selectItem(at: indexPath, listPath: indexPath)
    }

    /// Forwards to `scrollDelegate`.
    public func listViewDidScroll(_ listView: any ListView) {
        scrollDelegate?.listViewDidScroll(listView)
    }

    /// The `trailingSwipeActions` of the item's registration.
    public func listView(
        _ listView: any ListView, trailingSwipeActionsForItemAt indexPath: IndexPath
    ) -> ListSwipeActions? {
        pipeline.swipeActions(at: indexPath, edge: .trailing)
    }

    /// The `leadingSwipeActions` of the item's registration.
    public func listView(
        _ listView: any ListView, leadingSwipeActionsForItemAt indexPath: IndexPath
    ) -> ListSwipeActions? {
        pipeline.swipeActions(at: indexPath, edge: .leading)
    }

    /// The `contextMenu` of the item's registration.
    public func listView(_ listView: any ListView, contextMenuForItemAt indexPath: IndexPath) -> ListContextMenu? {
        pipeline.contextMenu(at: indexPath)
    }

    /// Keeps a dragged item where it may go: in its own section unless both sections allow
    /// moves across sections (`ListSectionModel.allowsMovesAcrossSections`), and not past an
    /// item that cannot move.
    public func listView(
        _ listView: any ListView, targetIndexPathForMoveFromItemAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        pipeline.targetForMove(from: sourceIndexPath, proposed: proposedDestinationIndexPath)
    }

    /// Runs the `willDisplay` handler of the item's registration.
    public func listView(_ listView: any ListView, willDisplay cell: any ListCell, forItemAt indexPath: IndexPath) {
        pipeline.willDisplay(cell, at: indexPath)
    }

    /// Runs the `didEndDisplaying` handler of the registration of the item the cell showed.
    public func listView(
        _ listView: any ListView, didEndDisplaying cell: any ListCell, forItemAt indexPath: IndexPath
    ) {
        pipeline.didEndDisplaying(cell, at: indexPath)
    }
}

extension ListAdapter: ListViewHeightProviding {
    /// Whether any registration sizes its rows (`ItemSizing`); without one, the list lays
    /// every row out at its own row height.
    public func givesItemHeights(in listView: any ListView) -> Bool {
        pipeline.isSizingRows
    }

    /// The row's height from its registration's `ItemSizing` (cached, or measured); nil for
    /// a row whose type has none (the list's row height). While the list holds the data it
    /// has committed (`CommittedDataHolding`), the height that row had then.
    public func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
        pipeline.answeredHeight(at: indexPath)
    }

    /// Every row's height in `section` at once, `rowHeight` for rows without sizing; from
    /// the committed data while the list holds it.
    public func listView(
        _ listView: any ListView, heightsOfItemsInSection section: Int, rowHeight: Double
    ) -> [Double]? {
        pipeline.answeredHeights(inSection: section, rowHeight: rowHeight)
    }

    /// Whether the row's registration is `ItemSizing.selfSizing`: the list measures its cell.
    public func listView(_ listView: any ListView, selfSizesItemAt indexPath: IndexPath) -> Bool {
        pipeline.answeredRowSelfSizes(at: indexPath)
    }

    /// Keeps the height the list measured a self-sizing row's cell at, in the size cache (by
    /// the row's identity, content or `sizeHash`, and width): the row's estimate is exact
    /// from then on, and scrolling back up does not jump.
    public func listView(_ listView: any ListView, didMeasureHeight height: Double, ofItemAt indexPath: IndexPath) {
        pipeline.listMeasured(height, ofRowAt: indexPath)
    }

    /// The rows whose height changed since the list last asked (an update rendered in
    /// place, a late measurement), so that the list resizes only those.
    public func indexPathsOfItemsWithChangedHeights(in listView: any ListView) -> [IndexPath]? {
        pipeline.sizer.takeChangedRows()
    }

    /// The section model's `ListSectionModel.headerHeight` (0: no header; the list then
    /// does not ask for one); nil, the list's header height, for a model that does not say.
    public func listView(_ listView: any ListView, heightForHeaderInSection section: Int) -> Double? {
        pipeline.headerHeight(ofSection: section)
    }

    /// 0 (no footer) unless the section model gives a footer view state (`ListSectionModel`);
    /// then its `footerHeight`, or the list's.
    public func listView(_ listView: any ListView, heightForFooterInSection section: Int) -> Double? {
        pipeline.footerHeight(ofSection: section)
    }
}
