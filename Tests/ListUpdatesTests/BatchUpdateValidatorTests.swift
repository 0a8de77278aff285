import Foundation
import HeadlessList
import SeededRandom
import StagedDiff
import TestSupport
import Testing

@testable import ListUpdates

@Suite struct BatchUpdateValidatorTests {
    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    // MARK: Order of checks

    @Test func reloadConflictsComeBeforeDeleteRanges() {
        let update = BatchUpdate(deleteSections: [9], deleteItems: [Self.path(0, 0)], reloadItems: [Self.path(0, 0)])
        #expect(
            BatchUpdateValidator.validate(update, before: [1], after: [0], style: .table)
                == .deleteAndReloadItem(Self.path(0, 0)))
    }

    @Test func deletesComeBeforeInserts() {
        let update = BatchUpdate(insertSections: [9], deleteItems: [Self.path(0, 7)])
        #expect(
            BatchUpdateValidator.validate(update, before: [1], after: [1], style: .table)
                == .deleteItemOutOfRange(item: 7, section: 0, itemCount: 1, style: .table))
    }

    @Test func insertsComeBeforeMoves() {
        let update = BatchUpdate(moveSections: [.init(from: 9, to: 0)], insertItems: [Self.path(0, 7)])
        #expect(
            BatchUpdateValidator.validate(update, before: [1], after: [1], style: .collection)
                == .insertItemOutOfRange(item: 7, section: 0, itemCount: 1, style: .collection))
    }

    @Test func movesComeBeforeCounts() {
        let update = BatchUpdate(moveItems: [.init(from: Self.path(0, 0), to: Self.path(0, 5))])
        #expect(
            BatchUpdateValidator.validate(update, before: [1], after: [1, 2], style: .table)
                == .moveItemToOutOfRange(
                    from: Self.path(0, 0), to: Self.path(0, 5), itemCount: 1, section: 0, style: .table))
    }

    @Test func aMovedSectionIsCountedAtItsNewIndexAgainstItsOldCount() {
        let update = BatchUpdate(moveSections: [.init(from: 0, to: 1)])
        #expect(BatchUpdateValidator.validate(update, before: [1, 2], after: [2, 1], style: .table) == nil)
        #expect(
            BatchUpdateValidator.validate(update, before: [1, 2], after: [2, 5], style: .table)
                == .invalidItemCount(
                    section: 1, after: 5, before: 1, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0,
                    style: .table))
        // Item changes are counted where they are written: deletes and moves out at the old
        // index, inserts and moves in at the new one.
        let withItems = BatchUpdate(
            moveSections: [.init(from: 0, to: 1)], deleteItems: [Self.path(0, 0)], insertItems: [Self.path(1, 0)],
            moveItems: [.init(from: Self.path(1, 0), to: Self.path(1, 1))])
        #expect(BatchUpdateValidator.validate(withItems, before: [1, 2], after: [1, 2], style: .table) == nil)
        #expect(
            BatchUpdateValidator.validate(withItems, before: [1, 2], after: [1, 3], style: .table)
                == .invalidItemCount(
                    section: 1, after: 3, before: 1, inserted: 1, deleted: 1, movedIn: 1, movedOut: 0,
                    style: .table))
    }

    @Test func firstOfSeveralCountErrorsIsTheLowestSectionAfterTheUpdate() {
        #expect(
            BatchUpdateValidator.validate(BatchUpdate(), before: [1, 1], after: [2, 2], style: .table)
                == .invalidItemCount(
                    section: 0, after: 2, before: 1, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0,
                    style: .table))
    }

    // MARK: Suspicious but valid

    @Test(arguments: [
        (
            "delete and insert at the same index", BatchUpdate(deleteItems: [path(0, 1)], insertItems: [path(0, 1)]),
            [3], [3]
        ),
        (
            "identical duplicate moves",
            BatchUpdate(moveItems: [
                .init(from: path(0, 0), to: path(0, 2)),
                .init(from: path(0, 0), to: path(0, 2)),
            ]), [3], [3]
        ),
        (
            "identical duplicate section moves",
            BatchUpdate(moveSections: [.init(from: 0, to: 1), .init(from: 0, to: 1)]),
            [1, 2], [2, 1]
        ),
        (
            "item changes in other sections while a section moves",
            BatchUpdate(moveSections: [.init(from: 0, to: 1)], deleteItems: [path(2, 0)], insertItems: [path(0, 3)]),
            [2, 3, 1], [4, 2, 0]
        ),
        (
            "item moved out of a section that moves",
            BatchUpdate(
                moveSections: [.init(from: 0, to: 1)],
                moveItems: [.init(from: path(0, 0), to: path(0, 0))]),
            [2, 1], [2, 1]
        ),
        (
            "item deletes inside a deleted section", BatchUpdate(deleteSections: [0], deleteItems: [path(0, 1)]),
            [2, 2], [2]
        ),
        (
            "item inserts inside an inserted section", BatchUpdate(insertSections: [1], insertItems: [path(1, 0)]), [2],
            [2, 1]
        ),
        (
            "reload and insert at the same index", BatchUpdate(insertItems: [path(0, 0)], reloadItems: [path(0, 0)]),
            [2], [3]
        ),
        (
            "rows swapped by two moves",
            BatchUpdate(moveItems: [
                .init(from: path(0, 0), to: path(0, 1)),
                .init(from: path(0, 1), to: path(0, 0)),
            ]), [2], [2]
        ),
        ("duplicate section indexes collapse", BatchUpdate(deleteSections: [1, 1]), [1, 1], [1]),
        ("section reload with a different item count", BatchUpdate(reloadSections: [0]), [3, 1], [5, 1]),
        ("nothing changes", BatchUpdate(), [3, 0], [3, 0]),
    ])
    func acceptsValidBatchesThatLookSuspicious(name: String, update: BatchUpdate, before: [Int], after: [Int]) {
        for style in ListStyle.allCases {
            let error = BatchUpdateValidator.validate(update, before: before, after: after, style: style)
            #expect(error == nil, "\(name): \(error.map(String.init(describing:)) ?? "")")
        }
    }

    // MARK: Inputs no list produces

    @Test func negativeCountsAreRangeErrorsNotTraps() {
        #expect(
            BatchUpdateValidator.validate(
                BatchUpdate(deleteItems: [Self.path(0, 0)]), before: [-1], after: [0],
                style: .table)
                == .deleteItemOutOfRange(item: 0, section: 0, itemCount: -1, style: .table))
        #expect(
            BatchUpdateValidator.validate(
                BatchUpdate(insertItems: [Self.path(0, 0)]), before: [0], after: [-2],
                style: .collection)
                == .insertItemOutOfRange(item: 0, section: 0, itemCount: -2, style: .collection))
        let move = BatchUpdate(moveItems: [.init(from: Self.path(0, 0), to: Self.path(0, 0))])
        #expect(
            BatchUpdateValidator.validate(move, before: [-1], after: [1], style: .table)
                == .moveItemFromOutOfRange(from: Self.path(0, 0), itemCount: -1, section: 0, style: .table))
        #expect(
            BatchUpdateValidator.validate(move, before: [1], after: [-1], style: .table)
                == .moveItemToOutOfRange(
                    from: Self.path(0, 0), to: Self.path(0, 0), itemCount: -1, section: 0,
                    style: .table))
    }

    @Test func countsNearIntMaxDoNotOverflow() {
        let huge = Int.max
        #expect(
            BatchUpdateValidator.validate(
                BatchUpdate(insertItems: [Self.path(0, 0)]), before: [huge], after: [1],
                style: .table)
                == .invalidItemCount(
                    section: 0, after: 1, before: huge, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0,
                    style: .table))
        #expect(
            BatchUpdateValidator.validate(
                BatchUpdate(insertItems: [Self.path(0, huge - 1)]), before: [huge - 1],
                after: [huge], style: .table) == nil)
    }

    /// Arbitrary operations and counts, most of them invalid, never trap: every batch gets
    /// an answer, and an accepted one has a plan for every old row.
    @Test func arbitraryBatchesNeverTrap() throws {
        for seed in UInt64(1)...3_000 {
            var random = SplitMix64(seed: seed)
            func index() -> Int {
                random.chance(5)
                    ? [Int.min, Int.max, -1, -2][Int.random(in: 0..<4, using: &random)]
                    : Int.random(in: 0...4, using: &random)
            }
            func indexes() -> [Int] { (0..<Int.random(in: 0...2, using: &random)).map { _ in index() } }
            func paths() -> [IndexPath] {
                (0..<Int.random(in: 0...3, using: &random)).map { _ in IndexPath(item: index(), section: index()) }
            }
            func counts() -> [Int] {
                (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    random.chance(5)
                        ? [-1, Int.max][Int.random(in: 0..<2, using: &random)] : Int.random(in: 0...4, using: &random)
                }
            }
            let update = BatchUpdate(
                deleteSections: indexes(), insertSections: indexes(),
                reloadSections: random.chance(30) ? indexes() : [],
                moveSections: random.chance(40) ? [.init(from: index(), to: index())] : [],
                deleteItems: paths(), insertItems: paths(), reloadItems: random.chance(30) ? paths() : [],
                moveItems: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                    .init(
                        from: IndexPath(item: index(), section: index()), to: IndexPath(item: index(), section: index())
                    )
                })
            let before = counts()
            let after = counts()
            guard let plan = try? BatchUpdateValidator.plan(update, before: before, after: after, style: .table) else {
                continue
            }
            for (section, count) in before.enumerated() where count <= 4 {
                for item in 0..<max(0, count) {
                    if let target = plan.newIndexPath(for: IndexPath(item: item, section: section)) {
                        #expect(
                            after.indices.contains(target.section) && (0..<after[target.section]).contains(target.item),
                            "seed \(seed): \(update) sends \(section)-\(item) to \(target)")
                    }
                }
            }
        }
    }

    // MARK: Properties

    @Test func acceptsRandomValidBatches() {
        var kinds: [String: Int] = [:]
        for seed in UInt64(1)...1_500 {
            var random = SplitMix64(seed: seed)
            let change = RandomListChange.make(moves: seed % 2 == 0, using: &random)
            let update = change.update
            for (kind, present) in [
                ("deleteSections", !update.deleteSections.isEmpty), ("insertSections", !update.insertSections.isEmpty),
                ("reloadSections", !update.reloadSections.isEmpty), ("moveSections", !update.moveSections.isEmpty),
                ("deleteItems", !update.deleteItems.isEmpty), ("insertItems", !update.insertItems.isEmpty),
                ("reloadItems", !update.reloadItems.isEmpty), ("moveItems", !update.moveItems.isEmpty),
            ] where present {
                kinds[kind, default: 0] += 1
            }
            let error = BatchUpdateValidator.validate(
                change.update, before: change.beforeCounts, after: change.afterCounts, style: .table)
            #expect(error == nil, "seed \(seed): \(error.map(String.init(describing:)) ?? "") for \(change.update)")
        }
        // The generator must exercise every kind of operation, or this test proves little.
        #expect(kinds.count == 8 && kinds.values.allSatisfy { $0 >= 100 }, "\(kinds)")
    }

    @Test func rejectsRandomCorruptions() throws {
        for seed in UInt64(1)...1_500 {
            var random = SplitMix64(seed: seed)
            let change = RandomListChange.make(moves: seed % 2 == 0, using: &random)
            let (corrupted, kind) = try #require(change.corrupted(using: &random), "seed \(seed)")
            let error = BatchUpdateValidator.validate(
                corrupted, before: change.beforeCounts, after: change.afterCounts, style: .collection)
            #expect(error != nil, "seed \(seed): \(kind) accepted: \(corrupted)")
        }
    }

    @Test func planPutsEveryContinuingRowWhereTheDataHasIt() throws {
        for seed in UInt64(1)...1_500 {
            var random = SplitMix64(seed: seed)
            let change = RandomListChange.make(moves: seed % 2 == 1, using: &random)
            let plan = try BatchUpdateValidator.plan(
                change.update, before: change.beforeCounts, after: change.afterCounts, style: .table)
            // A row keeps its cell only when both its old and its new section survive.
            let surviving = Set(change.before.map(\.id)).subtracting(change.reloadedSections)
            var newPaths: [Int: IndexPath] = [:]
            for (section, rows) in change.after.enumerated() where surviving.contains(rows.id) {
                for (item, row) in rows.rows.enumerated() { newPaths[row] = IndexPath(item: item, section: section) }
            }
            for (section, rows) in change.before.enumerated() {
                for (item, row) in rows.rows.enumerated() {
                    let keeps = !change.reloadedRows.contains(row) && !change.reloadedSections.contains(rows.id)
                    let expected = keeps ? newPaths[row] : nil
                    #expect(
                        plan.newIndexPath(for: IndexPath(item: item, section: section)) == expected,
                        "seed \(seed): row \(row) at \(section)-\(item) for \(change.update)")
                }
            }
        }
    }

    /// The cursor a batch maps its visible cells with answers what `newPosition(for:)` does,
    /// for every row in list order, for a sparse selection of rows (sections skipped), and
    /// when asked out of order (it starts again).
    @Test func ascendingPositionsAnswerAsNewPositionDoes() throws {
        for seed in UInt64(1)...1_500 {
            var random = SplitMix64(seed: seed)
            let change = RandomListChange.make(moves: seed % 2 == 0, using: &random)
            let plan = try BatchUpdateValidator.plan(
                change.update, before: change.beforeCounts, after: change.afterCounts, style: .table)
            var rows: [ItemPosition] = []
            for (section, count) in change.beforeCounts.enumerated() {
                rows += (0..<count).map { ItemPosition(section: section, item: $0) }
            }
            let sparse = rows.filter { _ in Bool.random(using: &random) }
            let shuffled = rows.shuffled(using: &random)
            for (name, asked) in [("every row", rows), ("some rows", sparse), ("out of order", shuffled)] {
                var positions = plan.ascendingPositions()
                for old in asked {
                    #expect(
                        positions.newPosition(for: old) == plan.newPosition(for: old),
                        "seed \(seed), \(name): \(old) for \(change.update)")
                }
            }
        }
    }
}
