import BinarySearch
import Foundation
import StagedDiff

#if !canImport(UIKit)
// UIKit adds `section`, `item` and `row` to Foundation's `IndexPath`; Linux's Foundation
// does not. Adding the same members here lets code written against UIKit compile unchanged.
extension IndexPath {
    /// An index path for the item at `item` in `section`, as UICollectionView spells it.
    public init(item: Int, section: Int) {
        self.init()
        append(section)
        append(item)
    }

    /// An index path for the row at `row` in `section`, as UITableView spells it.
    public init(row: Int, section: Int) {
        self.init()
        append(section)
        append(row)
    }

    /// The section of a two-index path.
    public var section: Int { self[0] }

    /// The item (collection view) of a two-index path.
    public var item: Int { self[1] }

    /// The row (table view) of a two-index path; the same number as `item`.
    public var row: Int { self[1] }
}
#endif
