import Foundation

extension HeadlessListView {
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
    /// they are built by concatenation in one pass over the visible cells (interpolation,
    /// and splitting the joined text again, cost several times more).
    func snapshotLines() -> [String] {
        loadIfNeeded()
        let headers = visibleHeaders.compactMap { $0.value == nil ? nil : $0.key }.sorted()
        var lines: [String] = []
        lines.reserveCapacity(1 + headers.count + visibleCells.entries.count)
        lines.append(headline())
        var nextHeader = 0
        let noun = style.itemNoun + " "
        for entry in visibleCells.entries {
            let path = entry.position.indexPath
            while nextHeader < headers.count, headers[nextHeader] <= path.section {
                lines.append(headerLine(headers[nextHeader]))
                nextHeader += 1
            }
            lines.append(noun + String(path.section) + "-" + String(path.item) + ": " + Self.text(of: entry.cell)
                + marks(for: path))
        }
        for header in headers[nextHeader...] { lines.append(headerLine(header)) }
        return lines
    }

    private func headline() -> String {
        let counts = itemCounts.count == 1 ? String(itemCounts[0]) : itemCounts.map(String.init).joined(separator: ", ")
        return style.listNoun + ": " + String(itemCounts.count) + (itemCounts.count == 1 ? " section [" : " sections [")
            + counts + "], offset " + Self.format(contentOffset) + " of " + Self.format(maximumContentOffset)
            + ", viewport " + Self.format(viewportHeight)
    }

    private func headerLine(_ section: Int) -> String {
        "header " + String(section) + ": " + Self.text(of: visibleHeaders[section] ?? nil)
    }

    private func marks(for path: IndexPath) -> String {
        guard !selectedItems.isEmpty || highlightedIndexPath != nil else { return "" }
        return (selectedItems.contains(path) ? " *" : "") + (highlightedIndexPath == path ? " ~" : "")
    }

    private static func text(of cell: (any ListCell)?) -> String {
        guard let cell else { return "" }
        if let cell = cell as? HeadlessCell { return cell.text }
        return "<\(type(of: cell))>"
    }

    /// Whole numbers without a fraction, others as Swift prints them.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
