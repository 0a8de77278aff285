import BinarySearch
import Foundation
import StagedDiff

extension BatchUpdateCheck {
    /// Phase 4a: section moves go from an existing section to an existing place, each
    /// section moves once, each place receives once, and no move starts where a delete
    /// (or reload) is or ends where an insert (or a reload's insert) lands.
    func checkSectionMoves() throws(BatchUpdateError) {
        guard !sectionMoves.isEmpty else { return }
        for move in sectionMoves {
            guard before.indices.contains(move.from) else {
                throw .moveSectionFromOutOfRange(section: move.from, sectionCount: before.count)
            }
            guard after.indices.contains(move.to) else {
                throw .moveSectionToOutOfRange(from: move.from, to: move.to, sectionCount: after.count)
            }
        }
        var targets: [Int: Int] = [:]
        var sources: [Int: Int] = [:]
        for move in sectionMoves {
            if let earlier = targets[move.from] {
                throw .sectionMovedToTwoPlaces(from: move.from, to: earlier, alsoTo: move.to)
            }
            if let earlier = sources[move.to] {
                throw .twoSectionsMovedToOnePlace(from: earlier, alsoFrom: move.from, to: move.to)
            }
            targets[move.from] = move.to
            sources[move.to] = move.from
        }
        let reloadLandings = sectionReloadLandings
        for move in sectionMoves {
            if isGone(section: move.from) { throw .deleteAndMoveSection(move.from) }
            if insertedSections.contains(move.to) || reloadLandings.contains(move.to) {
                throw .insertAndMoveSection(move.to)
            }
        }
    }

    /// Phase 4b: the same rules for item moves, plus: no item leaves a deleted (or
    /// reloaded) section or enters an inserted (or reloaded) one.
    func checkItemMoves() throws(BatchUpdateError) {
        guard !itemMoves.isEmpty else { return }
        for move in itemMoves { try checkRange(of: move) }
        // Only moves with fewer distinct sources or targets than moves have a repeat to find.
        if movedFrom.count != itemMoves.count || movedTo.count != itemMoves.count {
            try checkRepeatedItemMoves()
        }
        try checkItemMoveConflicts()
    }

    private func checkRange(of move: BatchUpdate.Move<ItemPosition>) throws(BatchUpdateError) {
        let (from, to) = (move.from, move.to)
        guard before.indices.contains(from.section) else {
            throw .moveItemFromSectionOutOfRange(from: from.indexPath, sectionCount: before.count)
        }
        guard Self.isIndex(from.item, below: before[from.section]) else {
            throw .moveItemFromOutOfRange(
                from: from.indexPath, itemCount: before[from.section], section: from.section, style: style)
        }
        guard after.indices.contains(to.section) else {
            throw .moveItemToSectionOutOfRange(from: from.indexPath, to: to.indexPath, sectionCount: after.count)
        }
        guard Self.isIndex(to.item, below: after[to.section]) else {
            throw .moveItemToOutOfRange(
                from: from.indexPath, to: to.indexPath, itemCount: after[to.section], section: to.section, style: style)
        }
    }

    /// Throws for the first move whose source or target an earlier move already has.
    private func checkRepeatedItemMoves() throws(BatchUpdateError) {
        var targets: [ItemPosition: ItemPosition] = [:]
        var sources: [ItemPosition: ItemPosition] = [:]
        for move in itemMoves {
            if let earlier = targets[move.from] {
                throw .itemMovedToTwoPlaces(
                    from: move.from.indexPath, to: earlier.indexPath, alsoTo: move.to.indexPath, style: style)
            }
            if let earlier = sources[move.to] {
                throw .twoItemsMovedToOnePlace(
                    from: earlier.indexPath, alsoFrom: move.from.indexPath, to: move.to.indexPath, style: style)
            }
            targets[move.from] = move.to
            sources[move.to] = move.from
        }
    }

    private func checkItemMoveConflicts() throws(BatchUpdateError) {
        let sectionLandings = sectionReloadLandings
        let itemLandings = itemReloadLandings
        for move in itemMoves {
            if isGone(section: move.from.section) {
                throw .moveItemFromDeletedSection(section: move.from.section, style: style)
            }
            if insertedSections.contains(move.to.section) || sectionLandings.contains(move.to.section) {
                throw .moveItemIntoInsertedSection(section: move.to.section, style: style)
            }
            if deletedItems.contains(move.from) || reloadedItems.contains(move.from) {
                throw .deleteAndMoveItem(move.from.indexPath)
            }
            if insertedItems.contains(move.to) || itemLandings.contains(move.to) {
                throw .insertAndMoveItem(move.to.indexPath)
            }
        }
    }
}
