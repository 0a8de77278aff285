import BinarySearch
import Foundation
import StagedDiff

/// Where a row is, as two plain integers: what the list and its batch checks work with
/// inside, in place of Foundation's `IndexPath`. An index path holds any number of indexes,
/// so hashing, comparing and even copying one costs tens of times more than for two `Int`s;
/// index paths are converted once, where they enter or leave the list.
package struct ItemPosition: Hashable, Comparable, Sendable {
    package var section: Int
    package var item: Int

    package init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The position of a two-index path; the caller has checked that it has two indexes.
    package init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, item: indexPath.item)
    }

    package var indexPath: IndexPath { IndexPath(item: item, section: section) }

    // Both comparisons are inlinable: the list compares the positions of its cells in loops,
    // where a call through the `Equatable` witness cost more than the comparison.

    /// List order: by section, then by item.
    @inlinable
    static package func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
        lhs.section < rhs.section || (lhs.section == rhs.section && lhs.item < rhs.item)
    }

    @inlinable
    static package func == (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
        lhs.section == rhs.section && lhs.item == rhs.item
    }
}
