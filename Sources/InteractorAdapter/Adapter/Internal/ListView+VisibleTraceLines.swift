import Foundation
import ListUpdates

extension ListView {
    /// What is on screen, one line per row, as a trace entry records it: the list's own
    /// snapshot lines, or for other lists the visible index paths (sorted) with the class of
    /// their cells.
    func visibleTraceLines() -> [String] {
        if let list = self as? any ListSnapshotProviding { return list.snapshotLines() }
        return indexPathsForVisibleItems.sorted().map { path in
            let cell = cellForItem(at: path).map { String(describing: type(of: $0)) } ?? "-"
            return "row \(path.section)-\(path.item): <\(cell)>"
        }
    }
}
