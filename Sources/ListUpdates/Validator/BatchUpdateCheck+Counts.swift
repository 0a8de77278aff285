import BinarySearch
import Foundation
import StagedDiff

/// Which section before the update becomes which section after it.
struct SectionCorrespondence {
    /// For every section before: its index after, or nil when it is deleted.
    var newSectionForOld: [Int?]
    /// For every section after: the section it was before, or nil when it is inserted.
    var oldSectionForNew: [Int?]
}

extension BatchUpdateCheck {
    /// Pairs old and new sections: moved ones go where their move says; the others keep
    /// their order and fill, in turn, the places no insert and no move took.
    /// Only meaningful once the section count rule holds.
    func sectionFill() -> SectionCorrespondence {
        var newForOld = [Int?](repeating: nil, count: before.count)
        var oldForNew = [Int?](repeating: nil, count: after.count)
        for move in sectionMoves {
            newForOld[move.from] = move.to
            oldForNew[move.to] = move.from
        }
        let movedFrom = SortedSet(sectionMoves.map(\.from))
        let movedTo = SortedSet(sectionMoves.map(\.to))
        var free = 0
        for old in before.indices where !deletedSections.contains(old) && !movedFrom.contains(old) {
            while free < after.count, insertedSections.contains(free) || movedTo.contains(free) { free += 1 }
            guard free < after.count else { break }
            newForOld[old] = free
            oldForNew[free] = old
            free += 1
        }
        return SectionCorrespondence(newSectionForOld: newForOld, oldSectionForNew: oldForNew)
    }

    /// Phase 5: the section count, then the item count of every section that existed
    /// before and is neither deleted nor reloaded (checked in order of its index after).
    func checkCounts(_ sections: SectionCorrespondence) throws(BatchUpdateError) {
        guard after.count == before.count + insertedSections.count - deletedSections.count else {
            throw .invalidSectionCount(
                after: after.count, before: before.count,
                inserted: insertedSections.count, deleted: deletedSections.count, style: style)
        }
        for (new, old) in sections.oldSectionForNew.enumerated() {
            guard let old, !reloadedSections.contains(old) else { continue }
            let inserted = insertedItems.count(inSection: new)
            let deleted = deletedItems.count(inSection: old)
            // Move sources and targets are distinct by now: one per move.
            let into = movedTo.count(inSection: new)
            let outOf = movedFrom.count(inSection: old)
            // Written as what stays on each side, which cannot overflow: deletes and moves
            // out are distinct rows of the old section, inserts and moves in of the new one.
            guard before[old] - deleted - outOf == after[new] - inserted - into else {
                throw .invalidItemCount(
                    section: new, after: after[new], before: before[old], inserted: inserted,
                    deleted: deleted, movedIn: into, movedOut: outOf, style: style)
            }
        }
    }
}
