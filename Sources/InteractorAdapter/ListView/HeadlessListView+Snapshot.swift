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
        loadIfNeeded()
        var lines = [
            "\(style.listNoun): \(itemCounts.count) section\(itemCounts.count == 1 ? "" : "s") [\(itemCounts.map(String.init).joined(separator: ", "))], "
                + "offset \(Self.format(contentOffset)) of \(Self.format(maximumContentOffset)), "
                + "viewport \(Self.format(viewportHeight))",
        ]
        let headerSections = Set(visibleHeaders.compactMap { $0.value == nil ? nil : $0.key })
        var printedHeaders: Set<Int> = []
        for row in visibleRows {
            let section = row.indexPath.section
            for header in headerSections.sorted() where header <= section && !printedHeaders.contains(header) {
                lines.append("header \(header): \(Self.text(of: visibleHeaders[header] ?? nil))")
                printedHeaders.insert(header)
            }
            lines.append("\(style.itemNoun) \(row)" + marks(for: row.indexPath))
        }
        for header in headerSections.subtracting(printedHeaders).sorted() {
            lines.append("header \(header): \(Self.text(of: visibleHeaders[header] ?? nil))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func marks(for path: IndexPath) -> String {
        (selectedItems.contains(path) ? " *" : "") + (highlightedIndexPath == path ? " ~" : "")
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
