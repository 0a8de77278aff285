import BinarySearch
import Foundation
import StagedDiff

/// Which section before the update becomes which section after it.
///
/// Kept as plain integers, -1 meaning none (an array of optionals is allocated through
/// generic code), and without any array at all when every section keeps its index, as in a
/// batch that inserts, deletes and moves no section: the list checks two batches per update.
struct SectionCorrespondence {
    /// The number of sections before and after the update.
    private let beforeCount: Int
    let afterCount: Int
    /// For every section before: its index after, or -1 when it is deleted; empty when every
    /// section keeps its index.
    private var newForOld: [Int] = []
    /// For every section after: the section it was before, or -1 when it is inserted; empty
    /// when every section keeps its index.
    private var oldForNew: [Int] = []

    /// Every section keeps its index (those past the other count have none).
    init(keepingIndexes before: Int, after: Int) {
        beforeCount = before
        afterCount = after
    }

    /// No section paired yet.
    init(before: Int, after: Int) {
        beforeCount = before
        afterCount = after
        newForOld = Self.unpaired(before)
        oldForNew = Self.unpaired(after)
    }

    /// Section `old` before the update is section `new` after it.
    mutating func pair(old: Int, new: Int) {
        newForOld[old] = new
        oldForNew[new] = old
    }

    /// The index after the update of section `old`; nil when it is deleted or out of range.
    func newSection(forOld old: Int) -> Int? {
        guard old >= 0, old < beforeCount else { return nil }
        guard !newForOld.isEmpty else { return old < afterCount ? old : nil }
        return newForOld[old] >= 0 ? newForOld[old] : nil
    }

    /// The section before the update that section `new` was; nil when it is inserted or out
    /// of range.
    func oldSection(forNew new: Int) -> Int? {
        guard new >= 0, new < afterCount else { return nil }
        guard !oldForNew.isEmpty else { return new < beforeCount ? new : nil }
        return oldForNew[new] >= 0 ? oldForNew[new] : nil
    }

    /// `count` times -1.
    private static func unpaired(_ count: Int) -> [Int] {
        var indexes: [Int] = []
        indexes.reserveCapacity(count)
        for _ in 0..<count { indexes.append(-1) }
        return indexes
    }
}

extension BatchUpdateCheck {
    /// Pairs old and new sections: moved ones go where their move says; the others keep
    /// their order and fill, in turn, the places no insert and no move took (their own
    /// index, when no section is deleted, inserted or moved).
    /// Only meaningful once the section count rule holds.
    func sectionFill() -> SectionCorrespondence {
        guard !sectionMoves.isEmpty || !deletedSections.isEmpty || !insertedSections.isEmpty else {
            return SectionCorrespondence(keepingIndexes: before.count, after: after.count)
        }
        var sections = SectionCorrespondence(before: before.count, after: after.count)
        for move in sectionMoves {
            sections.pair(old: move.from, new: move.to)
        }
        let movedFrom = SortedSet(sectionMoves.map(\.from))
        let movedTo = SortedSet(sectionMoves.map(\.to))
        var free = 0
        for old in before.indices where !deletedSections.contains(old) && !movedFrom.contains(old) {
            while free < after.count, insertedSections.contains(free) || movedTo.contains(free) { free += 1 }
            guard free < after.count else { break }
            sections.pair(old: old, new: free)
            free += 1
        }
        return sections
    }

    /// Phase 5: the section count, then the item count of every section that existed
    /// before and is neither deleted nor reloaded (checked in order of its index after).
    func checkCounts(_ sections: SectionCorrespondence) throws(BatchUpdateError) {
        guard after.count == before.count + insertedSections.count - deletedSections.count else {
            throw .invalidSectionCount(
                after: after.count, before: before.count,
                inserted: insertedSections.count, deleted: deletedSections.count, style: style)
        }
        for new in 0..<sections.afterCount {
            guard let old = sections.oldSection(forNew: new), !reloadedSections.contains(old) else { continue }
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
