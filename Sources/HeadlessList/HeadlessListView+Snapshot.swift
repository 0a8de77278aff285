import BinarySearch
import Foundation
import ListUpdates
import StagedDiff

extension HeadlessListView: ListSnapshotProviding {
    /// The rows on screen with the text their cells show, in list order.
    public var visibleRows: [VisibleRow] {
        indexPathsForVisibleItems.map { VisibleRow(indexPath: $0, text: Self.text(of: visibleCells[$0])) }
    }

    /// What is on screen, as stable text for replay output and golden files:
    ///
    /// ```
    /// table view: 2 sections [3, 1], offset 0 of 24, viewport 100
    /// header 0: Fruit
    /// row 0-0: Apple
    /// row 0-1: Pear * [trailing swipe: Delete]
    /// footer 0: 2 kinds
    /// ```
    /// A `*` marks a selected row, a `~` the highlighted one; an open swipe names the buttons
    /// it shows, nearest the edge first.
    public func snapshot() -> String {
        snapshotLines().joined(separator: "\n") + "\n"
    }

    /// The lines of `snapshot()`, unjoined: the adapter records them after every update, so
    /// they are built in one pass over the visible cells, each line written in one
    /// allocation (`SnapshotLine`) or reused from the last snapshot when its parts are the
    /// same (`SnapshotCache`); interpolation, concatenation and splitting the joined text
    /// again cost several times more.
    public func snapshotLines() -> [String] {
        loadIfNeeded()
        let supplements = supplementaryLines()
        let entries = visibleCells.entries
        // Taken out and put back, so that the many calls below need no exclusivity check.
        var cache = snapshotCache
        snapshotCache = SnapshotCache()
        defer { snapshotCache = cache }
        cache.begin(rowCount: entries.count)
        var lines: [String] = []
        lines.reserveCapacity(1 + supplements.count + entries.count)
        let headline = SnapshotCache.Headline(
            listNoun: style.listNoun, counts: itemCounts, offset: contentOffset,
            maximumOffset: maximumContentOffset, viewport: viewportHeight)
        lines.append(cache.headline(for: headline, write: Self.headline))
        var next = 0
        let noun = style.itemNoun + " "
        let selected = selectedItems
        let highlighted = highlightedIndexPath
        let swipe = openSwipe
        for entry in entries {
            let position = entry.position
            // A section's header comes before its rows, its footer after them.
            while next < supplements.count, supplements[next].comesBefore(rowOf: position.section) {
                lines.append(supplements[next].line)
                next += 1
            }
            var marks =
                selected.isEmpty && highlighted == nil
                ? "" : Self.marks(for: position.indexPath, selected: selected, highlighted: highlighted)
            if let swipe, swipe.position == position { marks += swipe.mark }
            let parts = SnapshotLine(
                prefix: noun, section: position.section, item: position.item, text: Self.text(of: entry.cell),
                marks: marks)
            lines.append(cache.line(for: parts, at: position))
        }
        for supplement in supplements[next...] { lines.append(supplement.line) }
        return lines
    }

    private static func headline(_ parts: SnapshotCache.Headline) -> String {
        let counts = parts.counts
        var line = parts.listNoun
        line += ": "
        line += String(counts.count)
        line += counts.count == 1 ? " section [" : " sections ["
        line += counts.count == 1 ? String(counts[0]) : counts.map(String.init).joined(separator: ", ")
        line += "], offset " + NumberText.format(parts.offset) + " of " + NumberText.format(parts.maximumOffset)
        line += ", viewport " + NumberText.format(parts.viewport)
        return line
    }

    /// The lines of the visible headers and footers, in list order (a section's header
    /// before its footer).
    private func supplementaryLines() -> [SupplementaryLine] {
        var lines: [SupplementaryLine] = []
        for (section, header) in visibleHeaders {
            guard let header else { continue }
            lines.append(SupplementaryLine(section: section, isFooter: false, cell: header))
        }
        for (section, footer) in visibleFooters {
            guard let footer else { continue }
            lines.append(SupplementaryLine(section: section, isFooter: true, cell: footer))
        }
        return lines.sorted { ($0.section, $0.isFooter ? 1 : 0) < ($1.section, $1.isFooter ? 1 : 0) }
    }

    private static func marks(for path: IndexPath, selected: Set<IndexPath>, highlighted: IndexPath?) -> String {
        (selected.contains(path) ? " *" : "") + (highlighted == path ? " ~" : "")
    }

    static func text(of cell: (any ListCell)?) -> String {
        guard let cell else { return "" }
        if let cell = cell as? HeadlessCell { return cell.text }
        return "<\(type(of: cell))>"
    }
}

/// A header or footer line of a snapshot.
@MainActor
private struct SupplementaryLine {
    var section: Int
    var isFooter: Bool
    var cell: any ListCell

    /// `header 2: Fruit` or `footer 2: 3 kinds`.
    var line: String {
        SnapshotLine(
            prefix: isFooter ? "footer " : "header ", section: section, text: HeadlessListView.text(of: cell),
            marks: ""
        ).string
    }

    /// Whether it comes before the rows of `section`: a header of that section or before,
    /// a footer of an earlier one.
    func comesBefore(rowOf rowSection: Int) -> Bool {
        isFooter ? section < rowSection : section <= rowSection
    }
}
