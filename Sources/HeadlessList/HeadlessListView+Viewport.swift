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

    /// Scrolls so that the viewport starts at `offset` (clamped to the content), dequeuing
    /// cells that enter and pooling cells that leave, then tells the delegate.
    public func scroll(to offset: Double) {
        loadIfNeeded()
        let before = contentOffset
        setContentOffset(offset)
        if contentOffset != before { delegate?.listViewDidScroll(self) }
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

    // MARK: Internal

    /// Lays out the current counts again and keeps the offset inside the new content.
    func relayout() {
        let heights = delegate as? any ListViewHeightProviding
        let uniform = ListLayout.RowHeights.uniform(max(0, rowHeight))
        layout = ListLayout(
            counts: itemCounts,
            headerHeight: { heights?.listView(self, heightForHeaderInSection: $0) ?? self.headerHeight },
            rowHeights: { _ in
                guard let heights else { return uniform }
                return .measured { heights.listView(self, heightForItemAt: $0) ?? self.rowHeight }
            })
        contentOffset = min(max(0, contentOffset), max(0, layout.contentHeight - viewportHeight))
    }

    /// Moves the viewport and swaps the cells that enter and leave it.
    func setContentOffset(_ offset: Double) {
        guard hasLoaded else { return }
        let clamped = min(max(0, offset.isNaN ? 0 : offset), maximumContentOffset)
        contentOffset = clamped
        refreshVisibleCells(carrying: visibleCells.entries, headers: visibleHeaders, retiring: [], retireFirst: true)
    }

    /// Makes the cells on screen match the viewport.
    /// - Parameters:
    ///   - carried: cells already showing the row at their index path (after a batch: at its
    ///     new index path), in any order, index paths distinct.
    ///   - headers: header slots already on screen, by section.
    ///   - retiring: cells that no longer show anything.
    ///   - retireFirst: whether retiring cells may be handed out again by this refresh
    ///     (scrolling, reload) or only after it (a batch: a reloaded row gets another cell,
    ///     as UIKit animates the old one out).
    func refreshVisibleCells(
        carrying carried: [VisibleCells.Entry],
        headers: [Int: (any ListCell)?],
        retiring: [any ListCell],
        retireFirst: Bool
    ) {
        let bottom = contentOffset + viewportHeight
        let visiblePaths = layout.visibleItems(from: contentOffset, to: bottom)
        let visibleSections = layout.visibleHeaders(from: contentOffset, to: bottom)
        var leaving = retiring
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
        kept.reserveCapacity(visiblePaths.count)
        var next = 0
        for path in visiblePaths {
            while next < carried.count, carried[next].position < path {
                leaving.append(carried[next].cell)
                next += 1
            }
            if next < carried.count, carried[next].position == path {
                kept.append(carried[next].cell)
                next += 1
            } else {
                kept.append(nil)
            }
        }
        for entry in carried[next...] { leaving.append(entry.cell) }
        var newHeaders: [Int: (any ListCell)?] = [:]
        for (section, header) in headers {
            if visibleSections.contains(section) {
                newHeaders[section] = header
            } else if let header {
                leaving.append(header)
            }
        }
        if retireFirst { leaving.forEach(retire) }

        var entries: [VisibleCells.Entry] = []
        entries.reserveCapacity(visiblePaths.count)
        for (path, cell) in zip(visiblePaths, kept) {
            // Without a data source (it is held weakly) there is nothing to ask: show a blank cell.
            let shown =
                cell ?? dataSource?.listView(self, cellForItemAt: path.indexPath) ?? HeadlessCell(reuseIdentifier: "")
            entries.append(VisibleCells.Entry(position: path, cell: shown))
        }
        for section in visibleSections where newHeaders[section] == nil {
            newHeaders[section] = .some(dataSource?.listView(self, headerForSection: section))
        }
        visibleCells = VisibleCells(sorted: entries)
        visibleHeaders = newHeaders
        if !retireFirst { leaving.forEach(retire) }
    }

    /// Index paths in list order: by section, then by item.
    nonisolated static func isOrderedBefore(_ lhs: IndexPath, _ rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}
