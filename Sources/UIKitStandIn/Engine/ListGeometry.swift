#if !canImport(UIKit)
import Foundation

/// Where every section header and item of a list sits: sections one below the other, each a
/// header followed by its items. A table stacks rows; a flow layout fills lines left to right.
///
/// Visibility follows the headless list's rule, so that both show the same rows for the same
/// heights: an item is visible when it overlaps the viewport (one of height zero when its top
/// is inside it); a header when it has a height and overlaps the viewport.
struct ListGeometry {
    struct Section {
        var header: CGRect
        var items: [CGRect]
    }

    private(set) var sections: [Section] = []
    private(set) var contentHeight: CGFloat = 0

    init() {}

    /// A table's layout: full-width rows stacked under their section's header.
    init(stackingCounts counts: [Int], width: CGFloat, header: (Int) -> CGFloat, row: (IndexPath) -> CGFloat) {
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
            let headerHeight = max(0, header(section))
            let headerFrame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            var items: [CGRect] = []
            items.reserveCapacity(count)
            for item in 0..<count {
                let height = max(0, row(IndexPath(row: item, section: section)))
                items.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            sections.append(Section(header: headerFrame, items: items))
        }
        contentHeight = y
    }

    /// A vertical flow layout: items left to right, a new line when the next one does not fit,
    /// `lineSpacing` between lines and `interitemSpacing` between items of a line.
    init(
        flowingCounts counts: [Int], width: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat,
        header: (Int) -> CGFloat, item: (IndexPath) -> CGSize
    ) {
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
            let headerHeight = max(0, header(section))
            let headerFrame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            var items: [CGRect] = []
            var x: CGFloat = 0
            var lineHeight: CGFloat = 0
            for index in 0..<count {
                let size = item(IndexPath(item: index, section: section))
                if x > 0, x + size.width > width {
                    y += lineHeight + lineSpacing
                    x = 0
                    lineHeight = 0
                }
                items.append(CGRect(x: x, y: y, width: max(0, size.width), height: max(0, size.height)))
                x += size.width + interitemSpacing
                lineHeight = max(lineHeight, max(0, size.height))
            }
            y += lineHeight
            sections.append(Section(header: headerFrame, items: items))
        }
        contentHeight = y
    }

    /// The items that overlap `top..<bottom`, in list order.
    func visibleItems(from top: CGFloat, to bottom: CGFloat) -> [IndexPath] {
        guard top < bottom else { return [] }
        var paths: [IndexPath] = []
        for (section, content) in sections.enumerated() {
            for (item, frame) in content.items.enumerated() where Self.overlaps(frame, top, bottom) {
                paths.append(IndexPath(item: item, section: section))
            }
        }
        return paths
    }

    /// The sections whose header has a height and overlaps `top..<bottom`.
    func visibleHeaders(from top: CGFloat, to bottom: CGFloat) -> [Int] {
        sections.indices.filter { section in
            let frame = sections[section].header
            return frame.height > 0 && frame.minY < bottom && frame.maxY > top
        }
    }

    /// Up to `count` items just before `first` and just after `last`, in list order: the
    /// cells a list keeps prepared next to the visible ones.
    func neighbours(of first: IndexPath, _ last: IndexPath, count: Int) -> [IndexPath] {
        guard count > 0 else { return [] }
        let all = sections.enumerated().flatMap { section, content in
            content.items.indices.map { IndexPath(item: $0, section: section) }
        }
        guard let start = all.firstIndex(of: first), let end = all.firstIndex(of: last) else { return [] }
        return Array(all[max(0, start - count)..<start]) + Array(all[(end + 1)..<min(all.count, end + 1 + count)])
    }

    private static func overlaps(_ frame: CGRect, _ top: CGFloat, _ bottom: CGFloat) -> Bool {
        frame.minY < bottom && (frame.maxY > top || frame.minY >= top)
    }
}
#endif
