import Foundation
import InteractorAdapter

/// The rows next to the visible ones whose cells UIKit keeps prepared: since iOS 15,
/// `cellForRow(at:)` and `cellForItem(at:)` return them although the visible index paths
/// leave them out, and such a cell appears later without the data source being asked again
/// (Apple documentation, `UITableView.cellForRow(at:)`). A list treats them as visible, so
/// that they are never left showing an old state.
enum PreparedCells {
    /// `visible`, sorted, with the prepared rows just before and just after it.
    /// - Parameters:
    ///   - counts: the item count of every section as the list shows it.
    ///   - hasCell: whether the list has a cell (visible or prepared) at an index path.
    static func visibleAndPrepared(
        _ visible: [IndexPath], counts: [Int], hasCell: (IndexPath) -> Bool
    ) -> [IndexPath] {
        let sorted = visible.sorted()
        guard let first = sorted.first, let last = sorted.last else { return [] }
        var before: [IndexPath] = []
        var path = first
        while let previous = step(from: path, by: -1, counts), hasCell(previous) {
            before.append(previous)
            path = previous
        }
        var after: [IndexPath] = []
        path = last
        while let next = step(from: path, by: 1, counts), hasCell(next) {
            after.append(next)
            path = next
        }
        return before.reversed() + sorted + after
    }

    /// The index path one item before (`by: -1`) or after (`by: 1`) `path` in list order,
    /// skipping empty sections; nil past either end.
    private static func step(from path: IndexPath, by direction: Int, _ counts: [Int]) -> IndexPath? {
        var section = path.section
        var item = path.item + direction
        while counts.indices.contains(section) {
            if (0..<counts[section]).contains(item) { return IndexPath(item: item, section: section) }
            section += direction
            guard counts.indices.contains(section) else { return nil }
            item = direction > 0 ? 0 : counts[section] - 1
        }
        return nil
    }
}
