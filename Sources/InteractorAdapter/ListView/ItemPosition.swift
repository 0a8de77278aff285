import Foundation

/// Where a row is, as two plain integers: what the list and its batch checks work with
/// inside, in place of Foundation's `IndexPath`. An index path holds any number of indexes,
/// so hashing, comparing and even copying one costs tens of times more than for two `Int`s;
/// index paths are converted once, where they enter or leave the list.
struct ItemPosition: Hashable, Comparable, Sendable {
    var section: Int
    var item: Int

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The position of a two-index path; the caller has checked that it has two indexes.
    init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, item: indexPath.item)
    }

    var indexPath: IndexPath { IndexPath(item: item, section: section) }

    /// List order: by section, then by item.
    static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}
