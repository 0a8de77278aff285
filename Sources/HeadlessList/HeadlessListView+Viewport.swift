import BinarySearch
import Foundation
import ListUpdates
import StagedDiff

extension HeadlessListView {
    // MARK: Public

    /// The height of all sections and rows together.
    public var contentHeight: Double {
        loadIfNeeded()
        return layout.contentHeight
    }

    /// The largest content offset: the content's bottom at the viewport's bottom.
    public var maximumContentOffset: Double {
        max(0, contentHeight - viewportHeight)
    }

    /// Scrolls so that the viewport starts at `offset` (clamped to the content), as a
    /// finger does: an open swipe closes, cells that enter are dequeued (the delegate told
    /// `willDisplay`) and cells that leave pooled (`didEndDisplaying`), the delegate is told
    /// `listViewDidScroll`, and a prefetching data source hears about the items coming near
    /// (see `prefetchDistance`).
    public func scroll(to offset: Double) {
        loadIfNeeded()
        let before = contentOffset
        openSwipe = nil
        setContentOffset(offset)
        guard contentOffset != before else { return }
        isScrollingDown = contentOffset > before
        delegate?.listViewDidScroll(self)
        updatePrefetching()
    }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        return visibleCells.indexPaths
    }

    /// The cell on screen at `indexPath`, or nil when that item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> (any ListCell)? {
        loadIfNeeded()
        return visibleCells[indexPath]
    }

    /// The header on screen for `section`, or nil when it is not visible or has none.
    public func headerForSection(_ section: Int) -> (any ListCell)? {
        loadIfNeeded()
        return visibleHeaders[section] ?? nil
    }

    /// Where the item at `indexPath` lies in the content, from its top to its bottom, in
    /// points from the content's top (what `minY..<maxY` of UIKit's `rectForRow(at:)` gives);
    /// nil for an item the list does not have.
    ///
    /// ```swift
    /// let extent = list.extentOfItem(at: IndexPath(item: 2, section: 0))   // 88..<132 for rows of 44
    /// let onScreen = extent.map { $0.lowerBound - list.contentOffset }      // its top in the viewport
    /// ```
    public func extentOfItem(at indexPath: IndexPath) -> Range<Double>? {
        loadIfNeeded()
        guard indexPath.count == 2 else { return nil }
        return layout.extentOfItem(indexPath.item, inSection: indexPath.section)
    }

    /// Where the header of `section` lies in the content, in points from the content's top
    /// (UIKit's `rectForHeader(inSection:)`); nil for a section the list does not have or a
    /// header of height zero, which is not shown.
    public func extentOfHeader(inSection section: Int) -> Range<Double>? {
        loadIfNeeded()
        return layout.extentOfHeader(inSection: section)
    }

    /// Where the footer of `section` lies in the content, in points from the content's top
    /// (UIKit's `rectForFooter(inSection:)`); nil for a section the list does not have or a
    /// footer of height zero, which is not shown.
    public func extentOfFooter(inSection section: Int) -> Range<Double>? {
        loadIfNeeded()
        return layout.extentOfFooter(inSection: section)
    }

    /// The footer on screen for `section`, or nil when it is not visible or has none.
    public func footerForSection(_ section: Int) -> (any ListCell)? {
        loadIfNeeded()
        return visibleFooters[section] ?? nil
    }

    // MARK: Internal

    /// Lays out the current counts again and keeps the offset inside the new content.
    func relayout() {
        let heights = itemHeights
        let sectionHeights = sectionHeights
        let uniform = ListLayout.RowHeights.uniform(max(0, rowHeight))
        let givesHeights = heights?.givesItemHeights(in: self) ?? false
        layout = ListLayout(
            counts: itemCounts,
            headerHeight: { sectionHeights?.listView(self, heightForHeaderInSection: $0) ?? self.headerHeight },
            footerHeight: { sectionHeights?.listView(self, heightForFooterInSection: $0) ?? self.footerHeight },
            rowHeights: { section in
                guard let heights, givesHeights else { return uniform }
                if let array = heights.listView(self, heightsOfItemsInSection: section, rowHeight: self.rowHeight) {
                    return .heights(array)
                }
                return .measured { heights.listView(self, heightForItemAt: $0) ?? self.rowHeight }
            })
        contentOffset = min(max(0, contentOffset), max(0, layout.contentHeight - viewportHeight))
    }

    /// Whether the layout holds heights of the delegate's (so a delegate that stopped giving
    /// them still has its rows laid out again at the list's height).
    var layoutHasItemHeights: Bool { layout.hasItemHeights }

    /// Asks the delegate again for the heights of the items at `indexPaths` only, moves what
    /// is under them (O(log n) each) and keeps the first visible row where it is on screen
    /// (`anchor`). False when the layout has no heights of its own to change (uniform rows):
    /// the caller then lays everything out again.
    func resizeItems(at indexPaths: [IndexPath]) -> Bool {
        guard let heights = itemHeights else { return false }
        guard !indexPaths.isEmpty else { return true }
        let anchor = firstVisibleAnchor()
        for indexPath in indexPaths where indexPath.count == 2 {
            let height = heights.listView(self, heightForItemAt: indexPath) ?? rowHeight
            guard layout.setHeight(height, ofItem: indexPath.item, inSection: indexPath.section) else { return false }
        }
        restore(anchor)
        return true
    }

    /// The first visible row and its top on screen (its top minus the content offset).
    func firstVisibleAnchor() -> (position: ItemPosition, y: Double)? {
        guard let first = visibleCells.entries.first?.position, let frame = layout.frame(of: first) else { return nil }
        return (first, frame.top - contentOffset)
    }

    /// Scrolls (without telling the delegate: the user did not scroll) so that the row of
    /// `anchor` has its top where it was on screen, as far as the content allows, and
    /// refreshes the cells on screen.
    func restore(_ anchor: (position: ItemPosition, y: Double)?) {
        if let anchor, let frame = layout.frame(of: anchor.position) {
            contentOffset = frame.top - anchor.y
        }
        setContentOffset(contentOffset)
    }

    /// Whether the delegate gives the header and footer heights the layout was built with
    /// (always true for a delegate that gives none), so that a batch that moves nothing needs
    /// no new layout.
    func sectionHeightsAreUnchanged() -> Bool {
        guard let heights = sectionHeights else { return true }
        return layout.sectionHeightsMatch { section in
            (
                heights.listView(self, heightForHeaderInSection: section) ?? headerHeight,
                heights.listView(self, heightForFooterInSection: section) ?? footerHeight
            )
        }
    }

    /// Moves the viewport and swaps the cells that enter and leave it.
    func setContentOffset(_ offset: Double) {
        guard hasLoaded else { return }
        let clamped = min(max(0, offset.isNaN ? 0 : offset), maximumContentOffset)
        contentOffset = clamped
        refreshVisibleCells(ScreenChange(keeping: self), retireFirst: true)
    }

    /// Makes the cells, headers and footers on screen match the viewport: those of `change`
    /// still inside it stay, the others leave (the delegate is told `didEndDisplaying` for
    /// each cell, with the index path it showed), and the data source is asked for the rest
    /// (the delegate is told `willDisplay` for each new cell, once all are in place).
    /// - Parameter retireFirst: whether leaving cells may be handed out again by this refresh
    ///   (scrolling, reload: they leave first) or only after it (a batch: a reloaded row gets
    ///   another cell, as UIKit animates the old one out, and leaves after the new ones came).
    func refreshVisibleCells(_ change: consuming ScreenChange, retireFirst: Bool) {
        // The layout and the offset read once: each read of the list's state is an access
        // the exclusivity checks see.
        let layout = layout
        let top = contentOffset
        let bottom = top + viewportHeight
        let visiblePaths = layout.visibleItems(from: top, to: bottom)
        if change.showsTheSameRows(at: visiblePaths), layout.showsNoHeaderOrFooter(from: top, to: bottom) {
            // A batch away from the rows on screen: every cell stays at its row, none enters or
            // leaves, and there is no header or footer to place (what the general path below
            // comes to, without its merge).
            visibleCells = VisibleCells(sorted: change.carried)
            visibleHeaders = [:]
            visibleFooters = [:]
            return
        }
        var leaving = change.leavingCells
        var leavingViews = change.leavingViews
        let kept = keep(change.carried, at: visiblePaths, leaving: &leaving)
        let headers = Self.keep(change.headers, in: layout.visibleHeaders(from: top, to: bottom), &leavingViews)
        let footers = Self.keep(change.footers, in: layout.visibleFooters(from: top, to: bottom), &leavingViews)
        let delegate = delegate
        if retireFirst { leave(leaving, leavingViews, delegate: delegate) }

        var entries: [VisibleCells.Entry] = []
        entries.reserveCapacity(visiblePaths.count)
        var entering: [VisibleCells.Entry] = []
        for (path, cell) in zip(visiblePaths, kept) {
            if let cell {
                entries.append(VisibleCells.Entry(position: path, cell: cell))
                continue
            }
            // Without a data source (it is held weakly) there is nothing to ask: show a blank cell.
            let shown = dataSource?.listView(self, cellForItemAt: path.indexPath) ?? HeadlessCell(reuseIdentifier: "")
            let entry = VisibleCells.Entry(position: path, cell: shown)
            entries.append(entry)
            if delegate != nil { entering.append(entry) }
        }
        visibleCells = VisibleCells(sorted: entries)
        visibleHeaders = headers.fill { self.dataSource?.listView(self, headerForSection: $0) }
        visibleFooters = footers.fill { self.dataSource?.listView(self, footerForSection: $0) }
        if let delegate {
            for entry in entering {
                delegate.listView(self, willDisplay: entry.cell, forItemAt: entry.position.indexPath)
            }
        }
        if !retireFirst { leave(leaving, leavingViews, delegate: delegate) }
    }

    /// Index paths in list order: by section, then by item.
    nonisolated static func isOrderedBefore(_ lhs: IndexPath, _ rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    // MARK: Private

    /// The cells of `carried` at `paths`, in order (nil where a new one is needed); the other
    /// carried cells are appended to `leaving`.
    private func keep(
        _ carried: [VisibleCells.Entry], at paths: [ItemPosition], leaving: inout [VisibleCells.Entry]
    ) -> [(any ListCell)?] {
        // Both lists in list order: one merge keeps the carried cells still on screen.
        // Scrolling carries them in order already, and so does a batch without moves.
        // A loop, not `allSatisfy`: a main-actor closure handed to a generic algorithm is
        // checked for isolation on every call, which cost more than the comparisons.
        var inOrder = true
        for index in carried.indices.dropFirst() where !(carried[index - 1].position < carried[index].position) {
            inOrder = false
            break
        }
        let carried = inOrder ? carried : carried.sorted { $0.position < $1.position }
        var kept: [(any ListCell)?] = []
        kept.reserveCapacity(paths.count)
        var next = 0
        for path in paths {
            while next < carried.count, carried[next].position < path {
                leaving.append(carried[next])
                next += 1
            }
            if next < carried.count, carried[next].position == path {
                kept.append(carried[next].cell)
                next += 1
            } else {
                kept.append(nil)
            }
        }
        leaving.append(contentsOf: carried[next...])
        return kept
    }

    /// The slots of `views` for `sections`; views of other sections are appended to `leaving`.
    private static func keep(
        _ views: [Int: (any ListCell)?], in sections: [Int], _ leaving: inout [any ListCell]
    ) -> SectionViewSlots {
        var slots = SectionViewSlots(sections: sections)
        for (section, view) in views {
            if slots.wants(section) {
                slots.views[section] = view
            } else if let view {
                leaving.append(view)
            }
        }
        return slots
    }

    /// Tells the delegate that `cells` left (in list order) and pools them and `views`.
    private func leave(_ cells: [VisibleCells.Entry], _ views: [any ListCell], delegate: (any ListViewDelegate)?) {
        if let delegate, !cells.isEmpty {
            var inOrder = true
            for index in cells.indices.dropFirst() where !(cells[index - 1].position < cells[index].position) {
                inOrder = false
                break
            }
            for entry in inOrder ? cells : cells.sorted(by: { $0.position < $1.position }) {
                delegate.listView(self, didEndDisplaying: entry.cell, forItemAt: entry.position.indexPath)
            }
        }
        for entry in cells { retire(entry.cell) }
        views.forEach(retire)
    }
}

/// What a refresh of the screen starts from: the cells, headers and footers that may stay,
/// and those that leave whatever the viewport.
struct ScreenChange {
    /// Cells already showing the row at their position (after a batch: at its new position),
    /// in any order, positions distinct.
    var carried: [VisibleCells.Entry] = []
    /// Header slots already on screen, by section (nil: the data source gave none).
    var headers: [Int: (any ListCell)?] = Dictionary()
    /// Footer slots already on screen, by section.
    var footers: [Int: (any ListCell)?] = Dictionary()
    /// Cells that no longer show a row, at the position they showed (deleted, reloaded).
    var leavingCells: [VisibleCells.Entry] = []
    /// Headers and footers that no longer show anything.
    var leavingViews: [any ListCell] = []

    init() {}

    /// Whether nothing leaves and `paths`, the rows the viewport shows, are exactly the
    /// carried cells' rows, in order, without a header or footer among them.
    func showsTheSameRows(at paths: [ItemPosition]) -> Bool {
        guard leavingCells.isEmpty, leavingViews.isEmpty, headers.isEmpty, footers.isEmpty,
            carried.count == paths.count
        else { return false }
        for index in paths.indices where carried[index].position != paths[index] { return false }
        return true
    }

    /// Everything on `list`'s screen, to stay where the viewport still shows it.
    @MainActor
    init(keeping list: HeadlessListView) {
        carried = list.visibleCells.entries
        headers = list.visibleHeaders
        footers = list.visibleFooters
    }
}

/// The header (or footer) slots of the sections a refresh shows.
struct SectionViewSlots {
    /// The sections that show one, in order.
    let sections: [Int]
    /// The views kept so far; a section shown without an entry here gets a new one.
    var views: [Int: (any ListCell)?] = Dictionary()

    /// Whether `section` is one of `sections` (a few at most).
    func wants(_ section: Int) -> Bool { sections.contains(section) }

    /// Every slot, the missing ones asked of `make` in section order.
    @MainActor
    func fill(_ make: (Int) -> (any ListCell)?) -> [Int: (any ListCell)?] {
        var filled = views
        for section in sections where filled[section] == nil { filled[section] = .some(make(section)) }
        return filled
    }
}
