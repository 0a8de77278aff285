import Foundation
import HeadlessList
import StagedDiff
import TestSupport
import Testing

@testable import ListUpdates

/// The differ's promise, checked against the list's validator: every stage of a
/// `StagedChangeset`, applied in order in its own batch with its `data` set inside the
/// block, is accepted, and after the last one the list shows exactly the target.
@MainActor
@Suite struct StagedChangesetOnListTests {
    @Test func flatStagesAreAcceptedAndEndOnTheTarget() throws {
        var flatKinds = OperationKinds()
        for seed in UInt64(1)...2_000 {
            var generator = DiffCaseGenerator(seed: seed)
            let (source, target) = generator.flatPair()
            let changeset = StagedChangeset(source: source, target: target)
            flatKinds.count(changeset.map { BatchUpdate($0) })
            let data = TextDataSource([source.map(\.description)])
            let list = HeadlessListView.showing(
                data, style: seed % 2 == 0 ? .table : .collection,
                viewportHeight: seed % 3 == 0 ? 35 : 1_000)
            for (index, stage) in changeset.enumerated() {
                let update = BatchUpdate(stage)
                let before = (0..<list.numberOfSections).map(list.numberOfItems(inSection:))
                let rejection = BatchUpdateValidator.validate(
                    update, before: before, after: [stage.data.count],
                    style: list.style)
                try #require(
                    rejection == nil, "seed \(seed) stage \(index): \(rejection!) in \(changeset.debugDescription)")
                try list.performBatchUpdates(
                    {
                        data.sections = [stage.data.map(\.description)]
                        return update
                    }, completion: nil)
            }
            Self.expect(list, shows: [target.map(\.description)], context: "seed \(seed)")
        }
        #expect(flatKinds.items(atLeast: 50), "\(flatKinds)")
    }

    @Test func sectionedStagesAreAcceptedAndEndOnTheTarget() throws {
        var kinds = OperationKinds()
        for seed in UInt64(1)...1_500 {
            var generator = DiffCaseGenerator(seed: seed)
            let (source, target) = generator.sectionedPair()
            let changeset = StagedChangeset(source: source, target: target)
            let data = TextDataSource(source.map { $0.elements.map(\.description) })
            let list = HeadlessListView.showing(
                data, style: seed % 2 == 0 ? .collection : .table,
                viewportHeight: seed % 3 == 0 ? 45 : 1_000)
            for (index, stage) in changeset.enumerated() {
                let update = BatchUpdate(stage)
                kinds.count(update)
                let before = (0..<list.numberOfSections).map(list.numberOfItems(inSection:))
                let after = stage.data.map(\.elements.count)
                let rejection = BatchUpdateValidator.validate(update, before: before, after: after, style: list.style)
                try #require(
                    rejection == nil, "seed \(seed) stage \(index): \(rejection!) in \(changeset.debugDescription)")
                try list.performBatchUpdates(
                    {
                        data.sections = stage.data.map { $0.elements.map(\.description) }
                        return update
                    }, completion: nil)
            }
            Self.expect(list, shows: target.map { $0.elements.map(\.description) }, context: "seed \(seed)")
        }
        // Every kind of operation must occur, or the test proves little.
        #expect(kinds.all(atLeast: 50), "\(kinds)")
    }

    /// How many stages held each kind of operation.
    struct OperationKinds: CustomStringConvertible {
        var counts: [String: Int] = [:]

        mutating func count(_ updates: [BatchUpdate]) { for update in updates { count(update) } }

        mutating func count(_ update: BatchUpdate) {
            for (kind, present) in [
                ("deleteSections", !update.deleteSections.isEmpty), ("insertSections", !update.insertSections.isEmpty),
                ("reloadSections", !update.reloadSections.isEmpty), ("moveSections", !update.moveSections.isEmpty),
                ("deleteItems", !update.deleteItems.isEmpty), ("insertItems", !update.insertItems.isEmpty),
                ("reloadItems", !update.reloadItems.isEmpty), ("moveItems", !update.moveItems.isEmpty),
                ("crossSectionMoves", update.moveItems.contains { $0.from.section != $0.to.section }),
            ] where present {
                counts[kind, default: 0] += 1
            }
        }

        func all(atLeast minimum: Int) -> Bool { counts.count == 9 && counts.values.allSatisfy { $0 >= minimum } }

        func items(atLeast minimum: Int) -> Bool {
            ["deleteItems", "insertItems", "reloadItems", "moveItems"].allSatisfy { counts[$0, default: 0] >= minimum }
        }

        var description: String {
            counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        }
    }

    static func expect(_ list: HeadlessListView, shows sections: [[String]], context: String) {
        #expect(list.numberOfSections == sections.count, "\(context)")
        #expect((0..<list.numberOfSections).map(list.numberOfItems(inSection:)) == sections.map(\.count), "\(context)")
        for row in list.visibleRows {
            #expect(row.text == sections[row.indexPath.section][row.indexPath.item], "\(context) at \(row.indexPath)")
        }
    }
}
