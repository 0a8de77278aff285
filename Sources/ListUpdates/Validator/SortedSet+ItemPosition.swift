import BinarySearch
import Foundation
import StagedDiff

extension SortedSet where Element == ItemPosition {
    /// The indexes of `elements` that lie in `section`.
    package func range(inSection section: Int) -> Range<Int> {
        let lower = countBelow(ItemPosition(section: section, item: .min))
        return lower..<countNotAbove(ItemPosition(section: section, item: .max))
    }

    /// How many positions lie in `section`.
    package func count(inSection section: Int) -> Int {
        range(inSection: section).count
    }

    /// How many positions of `position`'s section lie above it.
    package func countBelow(inSectionOf position: ItemPosition) -> Int {
        countBelow(position) - countBelow(ItemPosition(section: position.section, item: .min))
    }

    /// The `rank`-th (from 0) item index of `section` that no position of the set takes.
    package func freeSlot(_ rank: Int, inSection section: Int) -> Int {
        freeSlot(rank, among: range(inSection: section)) { $0.item }
    }
}
