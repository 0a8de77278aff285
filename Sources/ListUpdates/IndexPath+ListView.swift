import BinarySearch
import Foundation
import StagedDiff

// UIKit (and AppKit, for `section`, `item` and `init(item:section:)`) adds these members to
// Foundation's `IndexPath`; Foundation alone does not, on Linux or on Apple platforms. The
// package declares them on every platform so that its core modules never need UIKit or AppKit,
// and so that code written against UIKit compiles unchanged where there is none.
//
// Each is `@_disfavoredOverload`: in a file that imports UIKit or AppKit together with these
// modules, both declarations are visible and the compiler picks the framework's instead of
// reporting an ambiguity; where the framework's is absent, this one is the only candidate.
// The two compute the same numbers (index 0 and index 1 of a two-index path).
extension IndexPath {
    /// An index path for the item at `item` in `section`, as UICollectionView spells it.
    @_disfavoredOverload
    public init(item: Int, section: Int) {
        self.init()
        append(section)
        append(item)
    }

    /// An index path for the row at `row` in `section`, as UITableView spells it.
    @_disfavoredOverload
    public init(row: Int, section: Int) {
        self.init()
        append(section)
        append(row)
    }

    /// The section of a two-index path.
    @_disfavoredOverload
    public var section: Int { self[0] }

    /// The item (collection view) of a two-index path.
    @_disfavoredOverload
    public var item: Int { self[1] }

    /// The row (table view) of a two-index path; the same number as `item`.
    @_disfavoredOverload
    public var row: Int { self[1] }
}
