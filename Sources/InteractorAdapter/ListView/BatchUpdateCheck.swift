import Foundation

/// One batch update prepared for checking: duplicates resolved, indexes grouped by section
/// and the places where reloads land computed once. Each UIKit check phase lives in its
/// own extension (`BatchUpdateCheck+Deletes.swift`, ...).
struct BatchUpdateCheck {
    let style: ListStyle
    let before: [Int]
    let after: [Int]
    let update: BatchUpdate

    let deletedSections: Set<Int>
    let insertedSections: Set<Int>
    let reloadedSections: Set<Int>
    /// Section moves without identical duplicates, in the order given.
    let sectionMoves: [BatchUpdate.Move<Int>]
    /// Item moves without identical duplicates, in the order given.
    let itemMoves: [BatchUpdate.Move<IndexPath>]

    /// Explicit item deletes (not reloads) per section before the update, sorted.
    let deletedItemsBySection: [Int: [Int]]
    /// Explicit item inserts per section after the update, sorted.
    let insertedItemsBySection: [Int: [Int]]

    init(_ update: BatchUpdate, before: [Int], after: [Int], style: ListStyle) {
        self.style = style
        self.before = before
        self.after = after
        self.update = update
        deletedSections = Set(update.deleteSections)
        insertedSections = Set(update.insertSections)
        reloadedSections = Set(update.reloadSections)
        sectionMoves = Self.withoutRepeats(update.moveSections)
        itemMoves = Self.withoutRepeats(update.moveItems)
        deletedItemsBySection = Self.group(update.deleteItems)
        insertedItemsBySection = Self.group(update.insertItems)
    }

    /// The elements without repeats, first occurrence kept, order unchanged.
    private static func withoutRepeats<Element: Hashable>(_ elements: [Element]) -> [Element] {
        var seen: Set<Element> = []
        return elements.filter { seen.insert($0).inserted }
    }

    private static func group(_ paths: [IndexPath]) -> [Int: [Int]] {
        var groups: [Int: Set<Int>] = [:]
        for path in paths { groups[path.section, default: []].insert(path.item) }
        return groups.mapValues { $0.sorted() }
    }

    // MARK: Where reloads land

    /// Where a reloaded section's insert lands: UIKit shifts it by the section deletes and
    /// inserts only, ignoring moves (which is why a reload next to a move can collide).
    var sectionReloadLandings: Set<Int> {
        let deleted = deletedSections.sorted()
        let inserted = insertedSections.sorted()
        return Set(reloadedSections.subtracting(deletedSections).map {
            Self.shift($0, deleted: deleted, inserted: inserted)
        })
    }

    /// Where each reloaded item's insert lands, shifted like a section reload by the item
    /// deletes and inserts of its section. Reloads inside deleted or reloaded sections are
    /// ignored, like item deletes there.
    var itemReloadLandings: Set<IndexPath> {
        let deleted = deletedSections.sorted()
        let inserted = insertedSections.sorted()
        let sectionTargets = Dictionary(sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var landings: Set<IndexPath> = []
        for path in update.reloadItems where !isGone(section: path.section) {
            let section = sectionTargets[path.section] ?? Self.shift(path.section, deleted: deleted, inserted: inserted)
            let item = Self.shift(
                path.item,
                deleted: deletedItemsBySection[path.section] ?? [],
                inserted: insertedItemsBySection[section] ?? [])
            landings.insert(IndexPath(item: item, section: section))
        }
        return landings
    }

    /// Whether a section before the update is deleted or reloaded (its old content goes).
    func isGone(section: Int) -> Bool {
        deletedSections.contains(section) || reloadedSections.contains(section)
    }

    /// `index` minus the deleted indexes below it, then pushed past every inserted index at
    /// or below it. `deleted` and `inserted` are sorted, without repeats.
    static func shift(_ index: Int, deleted: [Int], inserted: [Int]) -> Int {
        freeSlot(index - countBelow(index, in: deleted), skipping: inserted)
    }

    /// The `rank`-th (from 0) index that is not in `taken` (sorted, without repeats), in
    /// O(log n): it is `rank` plus the number of taken indexes `t` with at most `rank` free
    /// indexes below them (`taken[k] - k <= rank`, which grows with `k`).
    static func freeSlot(_ rank: Int, skipping taken: [Int]) -> Int {
        var low = 0
        var high = taken.count
        while low < high {
            let middle = low + (high - low) / 2
            if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }

    /// Whether `index` is a valid index among `count` items; false for any index when
    /// `count` is negative (a range `0..<count` would trap there).
    static func isIndex(_ index: Int, below count: Int) -> Bool {
        index >= 0 && index < count
    }

    /// How many elements of the sorted array `sorted` are less than `value`.
    static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = low + (high - low) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
