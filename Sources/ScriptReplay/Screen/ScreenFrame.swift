import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// What the list shows at one moment: the visible section headers, rows and footers in
/// order, the rows of each section, and where the viewport is. It prints as the box
/// `replay --frames` draws, headers set into its border, footers into a dotted one, and
/// selected rows marked `*`:
///
/// ```text
/// ┌─ General ────────────────┐
/// │ [ ] Notifications        │
/// │ Theme: System *          │
/// ├┄ Applies to every app ┄┄┄┤
/// └─ offset 0 of 96 ─────────┘
/// ```
public struct ScreenFrame: Equatable, Sendable, CustomStringConvertible {
    // MARK: Lifecycle

    /// A frame of these lines and counts; a replay or a screen test reads one off its list.
    public init(lines: [Line], counts: [Int], offset: Double, maximumOffset: Double, itemNoun: String) {
        self.lines = lines
        self.counts = counts
        self.offset = offset
        self.maximumOffset = maximumOffset
        self.itemNoun = itemNoun
    }

    // MARK: Public

    /// One visible line of the list.
    public enum Line: Equatable, Sendable {
        /// A section header and its text.
        case header(section: Int, text: String)
        /// A row and its text; `isSelected` when the row stays selected after a tap.
        case row(section: Int, row: Int, text: String, isSelected: Bool)
        /// A section footer and its text.
        case footer(section: Int, text: String)

        /// The text the line's cell shows.
        public var text: String {
            switch self {
            case .header(_, let text), .row(_, _, let text, _), .footer(_, let text): return text
            }
        }
    }

    /// The visible lines, top to bottom.
    public var lines: [Line]
    /// The rows of each section.
    public var counts: [Int]
    /// The content offset, in points.
    public var offset: Double
    /// The largest content offset, in points (0 when everything fits).
    public var maximumOffset: Double
    /// `row` or `item`, as the list's style names its elements.
    public var itemNoun: String
    /// How many lines of text each of `lines` takes when drawn: a row as tall as several of
    /// the list's own row height takes as many (rounded); empty when every line takes one.
    public var lineSpans: [Int] = []

    /// The texts of the visible rows, top to bottom (what a `visible` check compares).
    public var rowTexts: [String] {
        lines.compactMap { if case .row(_, _, let text, _) = $0 { text } else { nil } }
    }

    /// The texts of the visible rows, headers and footers (what `contains` and `absent` search).
    public var allTexts: [String] { lines.map(\.text) }

    /// The frame drawn as a box, one line of text per line of the list.
    public var description: String {
        FramePrinter.draw(self, indent: "").joined(separator: "\n")
    }
}

extension ScreenFrame {
    /// What `list` shows now.
    @MainActor
    package init(_ list: HeadlessListView) {
        let counts = (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) }
        let selected = Set(list.indexPathsForSelectedItems)
        let rowsBySection = Dictionary(grouping: list.visibleRows, by: \.indexPath.section)
        var lines: [Line] = []
        var spans: [Int] = []
        for section in counts.indices {
            if let header = list.headerForSection(section) as? HeadlessCell {
                lines.append(.header(section: section, text: header.text))
            }
            for row in rowsBySection[section] ?? [] {
                spans += Array(repeating: 1, count: lines.count - spans.count)
                spans.append(Self.span(of: list.extentOfItem(at: row.indexPath), rowHeight: list.rowHeight))
                lines.append(
                    .row(
                        section: section, row: row.indexPath.item, text: row.text,
                        isSelected: selected.contains(row.indexPath)))
            }
            if let footer = list.footerForSection(section) as? HeadlessCell {
                lines.append(.footer(section: section, text: footer.text))
            }
        }
        self.init(
            lines: lines, counts: counts, offset: list.contentOffset, maximumOffset: list.maximumContentOffset,
            itemNoun: list.style.itemNoun)
        if spans.contains(where: { $0 != 1 }) {
            lineSpans = spans + Array(repeating: 1, count: lines.count - spans.count)
        }
    }

    /// The lines of text a row of `extent` takes: its height in the list's row heights, rounded, at least 1.
    private static func span(of extent: Range<Double>?, rowHeight: Double) -> Int {
        guard let extent, rowHeight > 0 else { return 1 }
        let rows = ((extent.upperBound - extent.lowerBound) / rowHeight).rounded()
        return rows.isFinite ? max(1, min(20, Int(rows))) : 1
    }
}
