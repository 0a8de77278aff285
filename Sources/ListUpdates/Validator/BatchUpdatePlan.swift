import BinarySearch
import Foundation
import StagedDiff

/// Where every row of a validated batch goes: what `HeadlessListView` needs to keep the
/// cells of rows that survive and to dequeue new ones for the rest.
///
/// Rows that are neither deleted, reloaded nor moved keep their order and fill, in turn,
/// the places of their section that no insert and no move took.
package struct BatchUpdatePlan {
    private let sections: SectionCorrespondence
    private let reloadedSections: SortedSet<Int>
    private let reloadedItems: SortedSet<ItemPosition>
    /// Item moves sorted by where they start (distinct once validated), searched by halves:
    /// every selected row is looked up too, and a list may have many of both.
    private let movesByOrigin: [BatchUpdate.Move<ItemPosition>]
    /// Items deleted or moved away, before the update.
    private let leaving: SortedSet<ItemPosition>
    /// Items inserted or moved in, after the update.
    private let arriving: SortedSet<ItemPosition>

    init(_ check: BatchUpdateCheck, sections: SectionCorrespondence) {
        self.sections = sections
        reloadedSections = check.reloadedSections
        reloadedItems = check.reloadedItems
        movesByOrigin = check.itemMoves.sorted { $0.from < $1.from }
        leaving = check.deletedItems.union(check.movedFrom)
        arriving = check.insertedItems.union(check.movedTo)
    }

    /// The index of section `old` after the batch, or nil when its content is gone
    /// (deleted or reloaded).
    package func newSection(for old: Int) -> Int? {
        guard sections.newSectionForOld.indices.contains(old), !reloadedSections.contains(old) else { return nil }
        return sections.newSectionForOld[old]
    }

    /// Where the row at `old` is after the batch, or nil when it is deleted, reloaded or
    /// in a section whose content is gone.
    package func newIndexPath(for old: IndexPath) -> IndexPath? {
        newPosition(for: ItemPosition(old))?.indexPath
    }

    /// `newIndexPath(for:)` without index paths.
    package func newPosition(for old: ItemPosition) -> ItemPosition? {
        guard let section = newSection(for: old.section), !reloadedItems.contains(old) else { return nil }
        let leavingBelow = leaving.countBelow(old)
        if leavingBelow < leaving.count, leaving.elements[leavingBelow] == old {
            // Moved (sources are distinct once validated) or deleted.
            return target(ofMoveFrom: old)
        }
        let rank = old.item - (leavingBelow - leaving.countBelow(ItemPosition(section: old.section, item: .min)))
        return ItemPosition(section: section, item: arriving.freeSlot(rank, inSection: section))
    }

    /// Where the move starting at `origin` ends, or nil when no move starts there.
    private func target(ofMoveFrom origin: ItemPosition) -> ItemPosition? {
        let low = movesByOrigin.partitioningIndex { !($0.from < origin) }
        return low < movesByOrigin.count && movesByOrigin[low].from == origin ? movesByOrigin[low].to : nil
    }
}
