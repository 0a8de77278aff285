import HeadlessList
import SeededRandom
import StagedDiff
import TestSupport
import Testing

@testable import ListUpdates

@Suite struct SortedSetTests {
    /// Every query agrees with the same question asked of a plain `Set`, on random lists
    /// with repeats, in any order, sorted or not.
    @Test func answersAsAHashSetDoes() {
        for seed in UInt64(1)...2_000 {
            var random = SplitMix64(seed: seed)
            func values() -> [Int] {
                let values = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                    Int.random(in: -3...12, using: &random)
                }
                return random.chance(30) ? values.sorted() : values
            }
            let (first, second) = (values(), values())
            let set = SortedSet(first)
            let plain = Set(first)
            #expect(set.elements == plain.sorted(), "seed \(seed): \(first)")
            #expect(set.union(SortedSet(second)).elements == plain.union(second).sorted(), "seed \(seed)")
            for value in -4...13 {
                #expect(set.contains(value) == plain.contains(value), "seed \(seed): \(value) in \(first)")
                #expect(set.countBelow(value) == plain.filter { $0 < value }.count, "seed \(seed)")
                #expect(set.countNotAbove(value) == plain.filter { $0 <= value }.count, "seed \(seed)")
            }
            // Free slots are among indexes, which are never negative.
            let indexes = SortedSet(first.filter { $0 >= 0 })
            let free = (0...40).filter { !plain.contains($0) }
            for rank in 0...8 {
                #expect(indexes.freeSlot(rank) == free[rank], "seed \(seed): \(rank) \(first)")
            }
        }
    }

    /// A free slot past `Int.max` is `Int.max`, never a trap: no index reaches it.
    @Test func aFreeSlotPastIntMaxIsIntMax() {
        let taken = SortedSet([0, 1, 5])
        #expect(taken.freeSlot(.max - 3) == .max)
        #expect(taken.freeSlot(.max - 1) == .max)
        #expect(taken.freeSlot(.max - 4) == .max - 1)
        let positions = SortedSet([ItemPosition(section: 2, item: 0), ItemPosition(section: 2, item: 1)])
        #expect(positions.freeSlot(.max - 1, inSection: 2) == .max)
        #expect(positions.freeSlot(.max - 1, inSection: 1) == .max - 1)
    }

    /// The per-section queries of a set of positions look only at that section.
    @Test func positionsAreQueriedBySection() {
        for seed in UInt64(1)...2_000 {
            var random = SplitMix64(seed: seed)
            let positions = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                ItemPosition(
                    section: Int.random(in: 0...3, using: &random), item: Int.random(in: 0...8, using: &random))
            }
            let set = SortedSet(positions)
            for section in 0...4 {
                let items = Set(positions.filter { $0.section == section }.map(\.item))
                #expect(set.count(inSection: section) == items.count, "seed \(seed): \(positions)")
                for item in 0...9 {
                    let position = ItemPosition(section: section, item: item)
                    #expect(set.countBelow(inSectionOf: position) == items.filter { $0 < item }.count, "seed \(seed)")
                }
                for rank in 0...5 {
                    let free = (0...30).filter { !items.contains($0) }
                    #expect(set.freeSlot(rank, inSection: section) == free[rank], "seed \(seed): \(positions)")
                }
            }
        }
    }
}
