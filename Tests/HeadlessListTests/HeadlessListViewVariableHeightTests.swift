import Foundation
import HeadlessList
import ListUpdates
import SeededRandom
import TestSupport
import Testing

/// Rows of their own heights: the running sums find what is on screen exactly as a scan of
/// every row would, a height change moves only what is under it, and the first visible row
/// stays where it is on screen while heights change.
@MainActor
struct HeadlessListViewVariableHeightTests {
    /// Gives each row the height stored for it, per section, and says which changed.
    final class StoredHeights: ListViewHeightProviding {
        var heights: [[Double]]
        var changed: [IndexPath]?
        var givesArrays = false
        private(set) var askedRows: [IndexPath] = []
        init(_ heights: [[Double]]) { self.heights = heights }

        func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
            askedRows.append(indexPath)
            return heights[indexPath.section][indexPath.item]
        }

        func listView(_ listView: any ListView, heightsOfItemsInSection section: Int, rowHeight: Double) -> [Double]? {
            givesArrays ? heights[section] : nil
        }

        func indexPathsOfItemsWithChangedHeights(in listView: any ListView) -> [IndexPath]? {
            defer { changed = nil }
            return changed
        }

        func forgetAskedRows() { askedRows = [] }
    }

    static func list(_ heights: [[Double]], viewport: Double) -> (HeadlessListView, StoredHeights, TextDataSource) {
        let data = TextDataSource(heights.enumerated().map { section, rows in rows.indices.map { "\(section)-\($0)" } })
        let delegate = StoredHeights(heights)
        let list = HeadlessListView.showing(data, viewportHeight: viewport, rowHeight: 44)
        list.delegate = delegate
        list.reloadData()
        return (list, delegate, data)
    }

    /// The rows a scan of every row finds overlapping `top..<bottom` (a row of height zero
    /// counting when its top is inside), as the list did before running sums.
    static func scan(_ heights: [[Double]], from top: Double, to bottom: Double) -> [IndexPath] {
        var y = 0.0
        var found: [IndexPath] = []
        for (section, rows) in heights.enumerated() {
            for (item, height) in rows.enumerated() {
                let clamped = max(0, height)
                if (y + clamped > top || y >= top) && y < bottom {
                    found.append(IndexPath(item: item, section: section))
                }
                y += clamped
            }
        }
        return found
    }

    static func randomHeights(_ random: inout SplitMix64) -> [[Double]] {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in
            (0..<Int.random(in: 0...60, using: &random)).map { _ in
                switch Int.random(in: 0..<10, using: &random) {
                case 0: return 0
                case 1: return -5
                case 2: return .nan
                default: return Double(Int.random(in: 1...200, using: &random)) / 2
                }
            }
        }
    }

    @Test func visibleRowsFromTheRunningSumsEqualAScanOfEveryRow() {
        for seed in UInt64(1)...60 {
            var random = SplitMix64(seed: seed)
            let heights = Self.randomHeights(&random)
            let viewport = Double(Int.random(in: 1...300, using: &random))
            let (list, delegate, data) = Self.list(heights, viewport: viewport)
            delegate.givesArrays = seed.isMultiple(of: 2)
            list.reloadData()
            for _ in 0..<20 {
                list.scroll(to: Double(Int.random(in: 0...Int(list.contentHeight) + 10, using: &random)))
                let expected = Self.scan(heights, from: list.contentOffset, to: list.contentOffset + viewport)
                #expect(list.indexPathsForVisibleItems == expected, "seed \(seed), offset \(list.contentOffset)")
            }
            withExtendedLifetime(data) {}
        }
    }

    @Test func aChangedHeightIsTheOnlyOneAskedAgainAndMovesWhatIsUnderIt() throws {
        let (list, delegate, data) = Self.list([[10, 20, 30, 40], [50, 60]], viewport: 1_000)
        delegate.forgetAskedRows()
        delegate.heights[0][1] = 25
        delegate.changed = [IndexPath(item: 1, section: 0)]
        try list.performBatchUpdates({ BatchUpdate() }, completion: nil)
        #expect(delegate.askedRows == [IndexPath(item: 1, section: 0)])
        #expect(list.extentOfItem(at: IndexPath(item: 2, section: 0)) == 35..<65)
        #expect(list.extentOfItem(at: IndexPath(item: 1, section: 1)) == 155..<215)
        #expect(list.contentHeight == 215)
        withExtendedLifetime(data) {}
    }

    @Test func withoutChangedItemsAnEmptyBatchAsksEveryRowAgain() throws {
        let (list, delegate, data) = Self.list([[10, 20], [30]], viewport: 1_000)
        delegate.forgetAskedRows()
        delegate.heights[1][0] = 5
        try list.performBatchUpdates({ BatchUpdate() }, completion: nil)
        #expect(delegate.askedRows.count == 3)
        #expect(list.contentHeight == 35)
        withExtendedLifetime(data) {}
    }

    @Test func theFirstVisibleRowKeepsItsPlaceOnScreenWhenRowsAboveItChange() throws {
        let (list, delegate, data) = Self.list([Array(repeating: 44, count: 1_000)], viewport: 400)
        list.scroll(to: 44 * 500 + 12)
        let first = try #require(list.indexPathsForVisibleItems.first)
        #expect(first == IndexPath(item: 500, section: 0))
        // Every estimated row above gets its real size.
        var random = SplitMix64(seed: 7)
        var changed: [IndexPath] = []
        for item in 0..<500 {
            delegate.heights[0][item] = Double(Int.random(in: 20...120, using: &random))
            changed.append(IndexPath(item: item, section: 0))
        }
        delegate.changed = changed
        try list.performBatchUpdates({ BatchUpdate() }, completion: nil)
        let top = try #require(list.extentOfItem(at: first)).lowerBound
        #expect(list.indexPathsForVisibleItems.first == first)
        #expect(abs((top - list.contentOffset) - (-12)) <= 0.5)
        withExtendedLifetime(data) {}
    }

    @Test func zeroNegativeAndNaNHeightsCountAsZero() {
        let (list, delegate, data) = Self.list([[0, -3, .nan, 10]], viewport: 5)
        #expect(list.contentHeight == 10)
        #expect(list.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        withExtendedLifetime((data, delegate)) {}
    }
}
