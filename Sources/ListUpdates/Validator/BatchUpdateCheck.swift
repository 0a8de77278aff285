import BinarySearch
import Foundation
import StagedDiff

/// One batch update prepared for checking: index paths turned into `ItemPosition`s,
/// duplicates resolved, indexes sorted into `SortedSet`s and the places where reloads land
/// computed on demand. Each UIKit check phase lives in its own extension
/// (`BatchUpdateCheck+Deletes.swift`, ...).
///
/// The sets are sorted arrays, not hash sets: a batch holds a handful of operations, and
/// the list checks two batches per update.
struct BatchUpdateCheck {
    // MARK: Lifecycle

    /// Prepares `update`; throws `.malformedIndexPath` for the first index path (deletes,
    /// inserts, reloads, then moves) that is not a (section, item) pair, which would trap
    /// on `.item`.
    init(_ update: BatchUpdate, before: [Int], after: [Int], style: ListStyle) throws(BatchUpdateError) {
        // Every conversion that can throw runs before the first stored property is set: a
        // throwing initializer that had set some already built the whole value aside and
        // copied it out.
        let deleteItems = try Self.positions(update.deleteItems)
        let insertItems = try Self.positions(update.insertItems)
        let reloadItems = try Self.positions(update.reloadItems)
        let itemMoves = Self.withoutRepeats(try Self.positions(update.moveItems))
        self.style = style
        self.before = before
        self.after = after
        self.update = update
        self.deleteItems = deleteItems
        self.insertItems = insertItems
        self.reloadItems = reloadItems
        self.itemMoves = itemMoves
        deletedSections = SortedSet(update.deleteSections)
        insertedSections = SortedSet(update.insertSections)
        reloadedSections = SortedSet(update.reloadSections)
        sectionMoves = Self.withoutRepeats(update.moveSections)
        deletedItems = SortedSet(deleteItems)
        insertedItems = SortedSet(insertItems)
        reloadedItems = SortedSet(reloadItems)
        movedFrom = SortedSet(itemMoves.map(\.from))
        movedTo = SortedSet(itemMoves.map(\.to))
    }

    // MARK: Internal

    let style: ListStyle
    let before: [Int]
    let after: [Int]
    /// The operations as given: the section lists, with repeats, for the errors that name
    /// the first offending section.
    let update: BatchUpdate

    let deletedSections: SortedSet<Int>
    let insertedSections: SortedSet<Int>
    let reloadedSections: SortedSet<Int>
    /// Section moves without identical duplicates, in the order given.
    let sectionMoves: [BatchUpdate.Move<Int>]

    /// Item deletes, inserts and reloads as given, with repeats, in order.
    let deleteItems: [ItemPosition]
    let insertItems: [ItemPosition]
    let reloadItems: [ItemPosition]
    /// Item moves without identical duplicates, in the order given.
    let itemMoves: [BatchUpdate.Move<ItemPosition>]

    /// Explicit item deletes (not reloads), before the update.
    let deletedItems: SortedSet<ItemPosition>
    /// Explicit item inserts, after the update.
    let insertedItems: SortedSet<ItemPosition>
    /// Reloaded items, before the update.
    let reloadedItems: SortedSet<ItemPosition>
    /// Where item moves start, before the update, and where they end, after it.
    let movedFrom: SortedSet<ItemPosition>
    let movedTo: SortedSet<ItemPosition>

    /// Where a reloaded section's insert lands: UIKit shifts it by the section deletes and
    /// inserts only, ignoring moves (which is why a reload next to a move can collide).
    var sectionReloadLandings: SortedSet<Int> {
        guard !reloadedSections.isEmpty else { return SortedSet() }
        return SortedSet(reloadedSections.elements.filter { !deletedSections.contains($0) }.map(shiftSection))
    }

    /// Where each reloaded item's insert lands, shifted like a section reload by the item
    /// deletes and inserts of its section. Reloads inside deleted or reloaded sections are
    /// ignored, like item deletes there.
    var itemReloadLandings: SortedSet<ItemPosition> {
        guard !reloadItems.isEmpty else { return SortedSet() }
        let sectionTargets =
            sectionMoves.isEmpty
            ? [:] : Dictionary(sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var landings: [ItemPosition] = []
        for path in reloadItems where !isGone(section: path.section) {
            let section = sectionTargets[path.section] ?? shiftSection(path.section)
            let rank = path.item - deletedItems.countBelow(inSectionOf: path)
            landings.append(ItemPosition(section: section, item: insertedItems.freeSlot(rank, inSection: section)))
        }
        return SortedSet(landings)
    }

    /// Whether a section before the update is deleted or reloaded (its old content goes).
    func isGone(section: Int) -> Bool {
        deletedSections.contains(section) || reloadedSections.contains(section)
    }

    /// The index of the first element equal to an earlier one, or nil when all differ.
    /// Batches hold a few elements, for which comparing each with those before it is
    /// cheaper than hashing; longer lists use a hash set.
    static func firstRepeat<Element: Hashable>(in elements: [Element]) -> Int? {
        if elements.count <= 16 {
            for index in elements.indices.dropFirst() where elements[..<index].contains(elements[index]) {
                return index
            }
            return nil
        }
        var seen: Set<Element> = []
        seen.reserveCapacity(elements.count)
        return elements.firstIndex { !seen.insert($0).inserted }
    }

    /// Whether `index` is a valid index among `count` items; false for any index when
    /// `count` is negative (a range `0..<count` would trap there).
    static func isIndex(_ index: Int, below count: Int) -> Bool {
        index >= 0 && index < count
    }

    // MARK: Private

    private static func positions(_ paths: [IndexPath]) throws(BatchUpdateError) -> [ItemPosition] {
        var positions: [ItemPosition] = []
        positions.reserveCapacity(paths.count)
        for path in paths {
            guard path.count == 2 else { throw .malformedIndexPath(path) }
            positions.append(ItemPosition(path))
        }
        return positions
    }

    private static func positions(
        _ moves: [BatchUpdate.Move<IndexPath>]
    ) throws(BatchUpdateError) -> [BatchUpdate.Move<ItemPosition>] {
        var positions: [BatchUpdate.Move<ItemPosition>] = []
        positions.reserveCapacity(moves.count)
        for move in moves {
            guard move.from.count == 2 else { throw .malformedIndexPath(move.from) }
            guard move.to.count == 2 else { throw .malformedIndexPath(move.to) }
            positions.append(BatchUpdate.Move(from: ItemPosition(move.from), to: ItemPosition(move.to)))
        }
        return positions
    }

    /// The elements without repeats, first occurrence kept, order unchanged.
    private static func withoutRepeats<Element: Hashable>(_ elements: [Element]) -> [Element] {
        guard firstRepeat(in: elements) != nil else { return elements }
        var seen: Set<Element> = []
        return elements.filter { seen.insert($0).inserted }
    }

    /// `section` minus the deleted sections below it, then pushed past every inserted
    /// section at or below it.
    private func shiftSection(_ section: Int) -> Int {
        insertedSections.freeSlot(section - deletedSections.countBelow(section))
    }
}
