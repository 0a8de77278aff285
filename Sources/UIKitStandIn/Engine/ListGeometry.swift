#if !canImport(UIKit)
import Foundation

/// Where every section header, item and footer of a list sits: sections one below the other,
/// each a header, its items and a footer. A table stacks rows; a flow layout fills lines left
/// to right.
///
/// Visibility follows the headless list's rule, so that both show the same rows for the same
/// heights: an item is visible when it overlaps the viewport (one of height zero when its top
/// is inside it); a header or a footer when it has a height and overlaps the viewport.
struct ListGeometry {
    struct Section {
        var header: CGRect
        var items: [CGRect]
        var footer: CGRect
    }

    /// A section's header or footer.
    enum Supplement {
        case header
        case footer
    }

    private(set) var sections: [Section] = []
    private(set) var contentHeight: CGFloat = 0

    init() {}

    /// A table's layout: full-width rows stacked under their section's header.
    init(
        stackingCounts counts: [Int], width: CGFloat, header: (Int) -> CGFloat, footer: (Int) -> CGFloat,
        row: (IndexPath) -> CGFloat
    ) {
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
            let footerFrame = CGRect(x: 0, y: y, width: width, height: max(0, footer(section)))
            y += footerFrame.height
            sections.append(Section(header: headerFrame, items: items, footer: footerFrame))
        }
        contentHeight = y
    }

    /// A vertical flow layout: items left to right, a new line when the next one does not fit,
    /// `lineSpacing` between lines and `interitemSpacing` between items of a line.
    init(
        flowingCounts counts: [Int], width: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat,
        header: (Int) -> CGFloat, footer: (Int) -> CGFloat, item: (IndexPath) -> CGSize
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
            let footerFrame = CGRect(x: 0, y: y, width: width, height: max(0, footer(section)))
            y += footerFrame.height
            sections.append(Section(header: headerFrame, items: items, footer: footerFrame))
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

    /// The sections whose header (or footer) has a height and overlaps `top..<bottom`.
    func visibleSupplements(_ kind: Supplement, from top: CGFloat, to bottom: CGFloat) -> [Int] {
        sections.indices.filter { section in
            let frame = kind == .header ? sections[section].header : sections[section].footer
            return frame.height > 0 && frame.minY < bottom && frame.maxY > top
        }
    }

    /// Where the item at `indexPath` sits; nil when there is none.
    func frame(of indexPath: IndexPath) -> CGRect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The place a dragged item held at `point` is proposed for: the item under the point, or
    /// the end of the section whose header, gap or footer is under it (item index = count);
    /// the end of the last section below the content. Nil for a list without sections.
    func proposedIndexPath(at point: CGPoint) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        for (section, content) in sections.enumerated() {
            let bottom = content.footer.maxY
            guard point.y < bottom || section == sections.count - 1 else { continue }
            if let item = content.items.firstIndex(where: { $0.contains(point) }) {
                return IndexPath(item: item, section: section)
            }
            if point.y < (content.items.first?.minY ?? content.header.maxY) {
                return IndexPath(item: 0, section: section)
            }
            let below = content.items.firstIndex { $0.minY > point.y }
            return IndexPath(item: below ?? content.items.count, section: section)
        }
        return nil
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

    /// Up to `count` items on each side of `first...last`, leaving out the `skipping` nearest on
    /// each side, nearest first, alternating after and before: the items a list prefetches.
    func prefetchCandidates(around first: IndexPath, _ last: IndexPath, skipping: Int, count: Int) -> [IndexPath] {
        guard count > 0 else { return [] }
        let all = sections.enumerated().flatMap { section, content in
            content.items.indices.map { IndexPath(item: $0, section: section) }
        }
        guard let start = all.firstIndex(of: first), let end = all.firstIndex(of: last) else { return [] }
        var candidates: [IndexPath] = []
        for distance in (skipping + 1)...(skipping + count) {
            if end + distance < all.count { candidates.append(all[end + distance]) }
            if start - distance >= 0 { candidates.append(all[start - distance]) }
        }
        return candidates
    }

    private static func overlaps(_ frame: CGRect, _ top: CGFloat, _ bottom: CGFloat) -> Bool {
        frame.minY < bottom && (frame.maxY > top || frame.minY >= top)
    }
}
#endif
