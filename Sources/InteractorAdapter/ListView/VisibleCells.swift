import Foundation

/// The cells on screen of a `HeadlessListView`, in list order.
///
/// A sorted array rather than a dictionary: a screen holds a few dozen cells, which a
/// binary search finds as fast as a hash, and each scroll or batch rebuilds the whole set,
/// which a merge of two sorted lists does without hashing a single index path.
struct VisibleCells {
    /// One cell on screen and the row it shows.
    struct Entry {
        var indexPath: IndexPath
        var cell: any ListCell
    }

    /// The cells in list order; index paths are distinct.
    private(set) var entries: [Entry] = []

    init() {}

    /// `entries` must be in list order, without repeated index paths.
    init(sorted entries: [Entry]) {
        self.entries = entries
    }

    /// The index paths on screen, in list order.
    var indexPaths: [IndexPath] { entries.map(\.indexPath) }

    /// The cell showing `indexPath`, if it is on screen.
    subscript(indexPath: IndexPath) -> (any ListCell)? {
        guard indexPath.count == 2 else { return nil }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = low + (high - low) / 2
            if HeadlessListView.isOrderedBefore(entries[middle].indexPath, indexPath) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < entries.count, entries[low].indexPath == indexPath else { return nil }
        return entries[low].cell
    }
}
