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
    /// row 0-1: Pear *
    /// ```
    /// A `*` marks a selected row, a `~` the highlighted one.
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
        let headers = visibleHeaders.compactMap { $0.value == nil ? nil : $0.key }.sorted()
        let entries = visibleCells.entries
        // Taken out and put back, so that the many calls below need no exclusivity check.
        var cache = snapshotCache
        snapshotCache = SnapshotCache()
        defer { snapshotCache = cache }
        cache.begin(rowCount: entries.count)
        var lines: [String] = []
        lines.reserveCapacity(1 + headers.count + entries.count)
        let headline = SnapshotCache.Headline(
            listNoun: style.listNoun, counts: itemCounts, offset: contentOffset,
            maximumOffset: maximumContentOffset, viewport: viewportHeight)
        lines.append(cache.headline(for: headline, write: Self.headline))
        var nextHeader = 0
        let noun = style.itemNoun + " "
        let selected = selectedItems
        let highlighted = highlightedIndexPath
        for entry in entries {
            let position = entry.position
            while nextHeader < headers.count, headers[nextHeader] <= position.section {
                lines.append(headerLine(headers[nextHeader]))
                nextHeader += 1
            }
            let marks =
                selected.isEmpty && highlighted == nil
                ? "" : Self.marks(for: position.indexPath, selected: selected, highlighted: highlighted)
            let parts = SnapshotLine(
                prefix: noun, section: position.section, item: position.item, text: Self.text(of: entry.cell),
                marks: marks)
            lines.append(cache.line(for: parts, at: position))
        }
        for header in headers[nextHeader...] { lines.append(headerLine(header)) }
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

    private func headerLine(_ section: Int) -> String {
        SnapshotLine(
            prefix: "header ", section: section, text: Self.text(of: visibleHeaders[section] ?? nil), marks: ""
        ).string
    }

    private static func marks(for path: IndexPath, selected: Set<IndexPath>, highlighted: IndexPath?) -> String {
        (selected.contains(path) ? " *" : "") + (highlighted == path ? " ~" : "")
    }

    private static func text(of cell: (any ListCell)?) -> String {
        guard let cell else { return "" }
        if let cell = cell as? HeadlessCell { return cell.text }
        return "<\(type(of: cell))>"
    }
}
