import BinarySearch
import Foundation
import ListUpdates
import StagedDiff

/// Where every header, row and footer of a `HeadlessListView` sits vertically: sections one
/// after the other, each a header (of height 0 when it has none), its rows, then a footer
/// (likewise). Built at each reload and batch, queried at each scroll.
///
/// When every row has the list's own height (the delegate gives none), a section stores
/// only its row count and that height, so building the layout costs one step per section,
/// not per row: a batch on a 100,000-row list then does no per-row work. Rows with heights
/// from the delegate (asked one by one, as UIKit asks, or given as a section's array) keep
/// their running sums in a `RowHeightTree`: finding the rows on screen and changing one
/// row's height (`setHeight(_:ofItem:inSection:)`) cost O(log n), not O(n).
struct ListLayout {
    /// How tall a section's rows are.
    enum RowHeights {
        /// Every row has this height (already clamped to 0 or more).
        case uniform(Double)
        /// Each row's height, asked per index path (negative heights count as 0).
        case measured((IndexPath) -> Double)
        /// Each row's height, given at once, in order (negative and NaN heights count as 0).
        case heights([Double])
    }

    private struct Section {
        var top: Double
        var headerHeight: Double
        var rowCount: Int
        var rows: Rows
        /// Where the footer starts: under the last row.
        var footerTop: Double
        var footerHeight: Double

        var rowsTop: Double { top + headerHeight }
    }

    private enum Rows {
        case uniform(height: Double)
        case measured(RowHeightTree)
    }

    private var sections: [Section] = []
    /// The height of all sections together.
    private(set) var contentHeight: Double = 0
    /// Whether any section has a footer (of non-zero height).
    private(set) var hasFooters = false
    /// Whether any section's rows have heights of their own (not the list's uniform height).
    private(set) var hasItemHeights = false

    init() {}

    /// Lays out `counts` rows per section with the given heights (negative ones count as 0);
    /// `rowHeights` says, for each non-empty section, how its rows are measured.
    init(
        counts: [Int], headerHeight: (Int) -> Double, footerHeight: (Int) -> Double,
        rowHeights: (Int) -> RowHeights
    ) {
        sections.reserveCapacity(counts.count)
        var y = 0.0
        for (section, count) in counts.enumerated() {
            let header = max(0, headerHeight(section))
            let top = y
            y += header
            let rows: Rows
            switch count == 0 ? .uniform(0) : rowHeights(section) {
            case .uniform(let height):
                rows = .uniform(height: height)
                y += Double(count) * height
            case .measured(let height):
                let tree = RowHeightTree((0..<count).map { max(0, height(IndexPath(item: $0, section: section))) })
                rows = .measured(tree)
                hasItemHeights = true
                y += tree.total
            case .heights(let heights):
                let tree = RowHeightTree(heights.count == count ? heights : Self.padded(heights, count: count))
                rows = .measured(tree)
                hasItemHeights = true
                y += tree.total
            }
            let footer = max(0, footerHeight(section))
            if footer > 0 { hasFooters = true }
            sections.append(
                Section(
                    top: top, headerHeight: header, rowCount: count, rows: rows, footerTop: y, footerHeight: footer))
            y += footer
        }
        contentHeight = y
    }

    /// Whether every section's header and footer have the heights `heights` gives now
    /// (negative ones counting as 0), so that a batch that moves nothing needs no new layout.
    func sectionHeightsMatch(_ heights: (Int) -> (header: Double, footer: Double)) -> Bool {
        for (index, section) in sections.enumerated() {
            let (header, footer) = heights(index)
            if max(0, header) != section.headerHeight || max(0, footer) != section.footerHeight { return false }
        }
        return true
    }

    /// The rows that overlap `top..<bottom`, in order. A row of height zero counts when its
    /// top is inside the range.
    func visibleItems(from top: Double, to bottom: Double) -> [ItemPosition] {
        var paths: [ItemPosition] = []
        for index in sections(overlapping: top, bottom) {
            // Reserved per section, then a plain loop: one allocation per visible section at most,
            // without a generic copy from a lazy sequence.
            let rows = visibleRows(of: sections[index], from: top, to: bottom)
            paths.reserveCapacity(paths.count + rows.count)
            for item in rows { paths.append(ItemPosition(section: index, item: item)) }
        }
        return paths
    }

    /// The rows of `section` that overlap `top..<bottom`.
    private func visibleRows(of section: Section, from top: Double, to bottom: Double) -> Range<Int> {
        guard case .measured(let tree) = section.rows else {
            let first = (0..<section.rowCount).partitioningIndex {
                let rowTop = Self.rowTop($0, in: section)
                return rowTop + Self.rowHeight($0, in: section) > top || rowTop >= top
            }
            var end = first
            while end < section.rowCount, Self.rowTop(end, in: section) < bottom { end += 1 }
            return first..<end
        }
        // The first row whose bottom is below `top`, or whose top is at `top` or below it (a
        // row of height zero), found in the running sums; then row by row to `bottom`.
        let offset = top - section.rowsTop
        let containing = tree.rowCount(withSumUpTo: offset, strictly: false)
        let startingAtTop = offset <= 0 ? 0 : tree.rowCount(withSumUpTo: offset, strictly: true) + 1
        let first = min(containing, startingAtTop, section.rowCount)
        var end = first
        var rowTop = section.rowsTop + tree.prefix(first)
        let heights = tree.heights
        while end < section.rowCount, rowTop < bottom {
            rowTop += heights[end]
            end += 1
        }
        return first..<end
    }

    /// Gives row `item` of `section` a new height (negative and NaN count as 0) and moves
    /// everything under it: O(log n) in the section's rows, plus one step per later section.
    /// Returns false (and changes nothing) for a row the layout does not have or one of the
    /// list's uniform rows, which has no height of its own.
    mutating func setHeight(_ height: Double, ofItem item: Int, inSection section: Int) -> Bool {
        guard sections.indices.contains(section), (0..<sections[section].rowCount).contains(item),
            case .measured(var tree) = sections[section].rows
        else { return false }
        sections[section].rows = .uniform(height: 0)  // the tree has one owner while it changes
        let delta = tree.setHeight(max(0, height), at: item)
        sections[section].rows = .measured(tree)
        guard delta != 0 else { return true }
        sections[section].footerTop += delta
        for later in (section + 1)..<sections.count { sections[later].top += delta }
        contentHeight += delta
        return true
    }

    /// `heights` padded with zeros or cut to `count`.
    private static func padded(_ heights: [Double], count: Int) -> [Double] {
        var rows = [Double](repeating: 0, count: count)
        for index in 0..<min(count, heights.count) { rows[index] = heights[index] }
        return rows
    }

    /// Where the row `item` of `section` lies, top to bottom; nil outside the layout.
    func extentOfItem(_ item: Int, inSection section: Int) -> Range<Double>? {
        guard sections.indices.contains(section), (0..<sections[section].rowCount).contains(item) else { return nil }
        let top = Self.rowTop(item, in: sections[section])
        return top..<(top + Self.rowHeight(item, in: sections[section]))
    }

    /// Where the header of `section` lies, top to bottom; nil outside the layout or for a
    /// header of height zero (which is not shown).
    func extentOfHeader(inSection section: Int) -> Range<Double>? {
        guard sections.indices.contains(section), sections[section].headerHeight > 0 else { return nil }
        return sections[section].top..<sections[section].rowsTop
    }

    /// Where the footer of `section` lies, top to bottom; nil outside the layout or for a
    /// footer of height zero (which is not shown).
    func extentOfFooter(inSection section: Int) -> Range<Double>? {
        guard sections.indices.contains(section), sections[section].footerHeight > 0 else { return nil }
        return sections[section].footerTop..<(sections[section].footerTop + sections[section].footerHeight)
    }

    /// The sections whose header (of non-zero height) overlaps `top..<bottom`.
    func visibleHeaders(from top: Double, to bottom: Double) -> [Int] {
        sections(overlapping: top, bottom).filter {
            let section = sections[$0]
            return section.headerHeight > 0 && section.top < bottom && section.top + section.headerHeight > top
        }
    }

    /// The sections whose footer (of non-zero height) overlaps `top..<bottom`.
    func visibleFooters(from top: Double, to bottom: Double) -> [Int] {
        guard hasFooters else { return [] }
        return sections(overlapping: top, bottom).filter {
            let section = sections[$0]
            return section.footerHeight > 0 && section.footerTop < bottom
                && section.footerTop + section.footerHeight > top
        }
    }

    /// Whether no header or footer (of non-zero height) overlaps `top..<bottom`.
    func showsNoHeaderOrFooter(from top: Double, to bottom: Double) -> Bool {
        visibleHeaders(from: top, to: bottom).isEmpty && visibleFooters(from: top, to: bottom).isEmpty
    }

    /// The top and height of `indexPath`'s row, or nil outside the layout.
    func frame(of position: ItemPosition) -> (top: Double, height: Double)? {
        guard sections.indices.contains(position.section) else { return nil }
        let section = sections[position.section]
        guard position.item >= 0, position.item < section.rowCount else { return nil }
        return (Self.rowTop(position.item, in: section), Self.rowHeight(position.item, in: section))
    }

    private func sections(overlapping top: Double, _ bottom: Double) -> Range<Int> {
        guard top < bottom else { return 0..<0 }
        let first = sections.indices.partitioningIndex { sectionBottom($0) > top || sections[$0].top >= top }
        var end = first
        while end < sections.count, sections[end].top < bottom { end += 1 }
        return first..<end
    }

    private func sectionBottom(_ section: Int) -> Double {
        section + 1 < sections.count ? sections[section + 1].top : contentHeight
    }

    private static func rowTop(_ item: Int, in section: Section) -> Double {
        switch section.rows {
        case .uniform(let height): return section.rowsTop + Double(item) * height
        case .measured(let tree): return section.rowsTop + tree.prefix(item)
        }
    }

    private static func rowHeight(_ item: Int, in section: Section) -> Double {
        switch section.rows {
        case .uniform(let height): return height
        case .measured(let tree): return tree.heights[item]
        }
    }
}
