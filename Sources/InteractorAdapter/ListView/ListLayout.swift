import Foundation

/// Where every header and row of a `HeadlessListView` sits vertically: sections one after
/// the other, each a header followed by its rows. Built at each reload and batch, queried
/// at each scroll.
struct ListLayout {
    private var headerTops: [Double] = []
    private var headerHeights: [Double] = []
    private var rowTops: [[Double]] = []
    private var rowHeights: [[Double]] = []
    /// The height of all sections together.
    private(set) var contentHeight: Double = 0

    init() {}

    /// Lays out `counts` rows per section with the given heights (negative ones count as 0).
    init(counts: [Int], headerHeight: (Int) -> Double, rowHeight: (IndexPath) -> Double) {
        var y = 0.0
        for (section, count) in counts.enumerated() {
            let header = max(0, headerHeight(section))
            headerTops.append(y)
            headerHeights.append(header)
            y += header
            var tops: [Double] = []
            var heights: [Double] = []
            tops.reserveCapacity(count)
            heights.reserveCapacity(count)
            for item in 0..<count {
                let height = max(0, rowHeight(IndexPath(item: item, section: section)))
                tops.append(y)
                heights.append(height)
                y += height
            }
            rowTops.append(tops)
            rowHeights.append(heights)
        }
        contentHeight = y
    }

    /// The rows that overlap `top..<bottom`, in order. A row of height zero counts when its
    /// top is inside the range.
    func visibleItems(from top: Double, to bottom: Double) -> [IndexPath] {
        var paths: [IndexPath] = []
        for section in sections(overlapping: top, bottom) {
            let tops = rowTops[section]
            let heights = rowHeights[section]
            var item = Self.firstIndex(in: tops.indices) { tops[$0] + heights[$0] > top || tops[$0] >= top }
            while item < tops.count, tops[item] < bottom {
                paths.append(IndexPath(item: item, section: section))
                item += 1
            }
        }
        return paths
    }

    /// The sections whose header (of non-zero height) overlaps `top..<bottom`.
    func visibleHeaders(from top: Double, to bottom: Double) -> [Int] {
        sections(overlapping: top, bottom).filter {
            headerHeights[$0] > 0 && headerTops[$0] < bottom && headerTops[$0] + headerHeights[$0] > top
        }
    }

    private func sections(overlapping top: Double, _ bottom: Double) -> Range<Int> {
        guard top < bottom else { return 0..<0 }
        let first = Self.firstIndex(in: headerTops.indices) { sectionBottom($0) > top || headerTops[$0] >= top }
        var end = first
        while end < headerTops.count, headerTops[end] < bottom { end += 1 }
        return first..<end
    }

    private func sectionBottom(_ section: Int) -> Double {
        section + 1 < headerTops.count ? headerTops[section + 1] : contentHeight
    }

    /// The first index of `range` for which `predicate` holds, given that it holds for
    /// every index after that one too; `range.upperBound` when it never holds.
    private static func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
