import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// What the list shows at one moment: the visible section headers and rows in order,
/// and where the viewport is. The replay tool draws it as a box.
package struct ReplayFrame: Equatable, Sendable {
    /// One visible line of the list.
    package enum Line: Equatable, Sendable {
        /// A section header and its text.
        case header(section: Int, text: String)
        /// A row and its text; `isSelected` when the row stays selected after a tap.
        case row(section: Int, row: Int, text: String, isSelected: Bool)

        /// The text the line's cell shows.
        package var text: String {
            switch self {
            case .header(_, let text), .row(_, _, let text, _): return text
            }
        }
    }

    /// The visible lines, top to bottom.
    package var lines: [Line]
    /// The rows of each section.
    package var counts: [Int]
    /// The content offset, in points.
    package var offset: Double
    /// The largest content offset, in points (0 when everything fits).
    package var maximumOffset: Double
    /// `row` or `item`, as the list's style names its elements.
    package var itemNoun: String

    package init(lines: [Line], counts: [Int], offset: Double, maximumOffset: Double, itemNoun: String) {
        self.lines = lines
        self.counts = counts
        self.offset = offset
        self.maximumOffset = maximumOffset
        self.itemNoun = itemNoun
    }

    /// The texts of the visible rows, top to bottom (what `visible` checks).
    package var rowTexts: [String] {
        lines.compactMap { if case .row(_, _, let text, _) = $0 { text } else { nil } }
    }

    /// The texts of the visible rows and headers (what `contains` and `absent` check).
    package var allTexts: [String] { lines.map(\.text) }
}

extension ReplayFrame {
    /// What `list` shows now.
    @MainActor
    init(_ list: HeadlessListView) {
        let counts = (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) }
        let selected = Set(list.indexPathsForSelectedItems)
        let rowsBySection = Dictionary(grouping: list.visibleRows, by: \.indexPath.section)
        var lines: [Line] = []
        for section in counts.indices {
            if let header = list.headerForSection(section) as? HeadlessCell {
                lines.append(.header(section: section, text: header.text))
            }
            for row in rowsBySection[section] ?? [] {
                lines.append(
                    .row(
                        section: section, row: row.indexPath.item, text: row.text,
                        isSelected: selected.contains(row.indexPath)))
            }
        }
        self.init(
            lines: lines, counts: counts, offset: list.contentOffset, maximumOffset: list.maximumContentOffset,
            itemNoun: list.style.itemNoun)
    }
}
