import Foundation
import HeadlessList

/// Compares the heights a settled list lays its rows out at with what their sizing gives.
@MainActor
enum HeightComparison {
    /// What is wrong, first difference first: a row not as high as its sizing gives (worked
    /// out afresh, without the size cache), a row, header or footer that does not start where
    /// the one above it ends, or a content height other than what they add up to; nil when
    /// every height agrees.
    static func mismatch(list: HeadlessListView, adapter: any ReplayableAdapter) -> String? {
        var bottom = 0.0
        for section in 0..<list.numberOfSections {
            if let header = list.extentOfHeader(inSection: section) {
                if let gap = gap(header, after: bottom, "the header of section \(section)") { return gap }
                bottom = header.upperBound
            }
            for row in 0..<list.numberOfItems(inSection: section) {
                let path = IndexPath(item: row, section: section)
                guard let extent = list.extentOfItem(at: path) else {
                    return "the list has no frame for row [\(section), \(row)]"
                }
                if let gap = gap(extent, after: bottom, "row [\(section), \(row)]") { return gap }
                bottom = extent.upperBound
                let height = extent.upperBound - extent.lowerBound
                if let expected = adapter.expectedHeight(ofItemAt: path), !agrees(height, expected) {
                    let identifier = adapter.identifier(ofItemAt: path) ?? "?"
                    return "row [\(section), \(row)] (\(identifier)) is \(ReplayNumber.format(height)) points high "
                        + "on the list, its sizing gives \(ReplayNumber.format(expected)) at width "
                        + "\(ReplayNumber.format(adapter.sizingWidth))"
                }
            }
            if let footer = list.extentOfFooter(inSection: section) {
                if let gap = gap(footer, after: bottom, "the footer of section \(section)") { return gap }
                bottom = footer.upperBound
            }
        }
        guard agrees(list.contentHeight, bottom) else {
            return "the content is \(ReplayNumber.format(list.contentHeight)) points high, its rows, headers and "
                + "footers add up to \(ReplayNumber.format(bottom))"
        }
        return nil
    }

    /// Whether two heights are equal but for rounding.
    static func agrees(_ one: Double, _ other: Double) -> Bool {
        abs(one - other) <= 1e-6 * max(1, abs(one), abs(other))
    }

    private static func gap(_ extent: Range<Double>, after bottom: Double, _ name: String) -> String? {
        agrees(extent.lowerBound, bottom)
            ? nil
            : "\(name) starts at \(ReplayNumber.format(extent.lowerBound)), what is above it ends at "
                + ReplayNumber.format(bottom)
    }
}
