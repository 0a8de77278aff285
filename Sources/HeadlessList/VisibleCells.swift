import BinarySearch
import Foundation
import ListUpdates
import StagedDiff

/// The cells on screen of a `HeadlessListView`, in list order.
///
/// A sorted array rather than a dictionary: a screen holds a few dozen cells, which a
/// binary search finds as fast as a hash, and each scroll or batch rebuilds the whole set,
/// which a merge of two sorted lists does without hashing a single position.
struct VisibleCells {
    /// One cell on screen and the row it shows.
    struct Entry {
        var position: ItemPosition
        var cell: any ListCell
    }

    /// The cells in list order; positions are distinct.
    private(set) var entries: [Entry] = []

    init() {}

    /// `entries` must be in list order, without repeated positions.
    init(sorted entries: [Entry]) {
        self.entries = entries
    }

    /// The index paths on screen, in list order.
    var indexPaths: [IndexPath] { entries.map(\.position.indexPath) }

    /// The cell showing `indexPath`, if it is on screen.
    subscript(indexPath: IndexPath) -> (any ListCell)? {
        guard indexPath.count == 2 else { return nil }
        let position = ItemPosition(indexPath)
        let low = entries.partitioningIndex { !($0.position < position) }
        guard low < entries.count, entries[low].position == position else { return nil }
        return entries[low].cell
    }
}
