import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff

/// Sections of rows with identities, for building random batches whose validity is known.
package struct IdentifiedSection: Equatable {
    package var id: Int
    package var rows: [Int]
}

/// A random change of identified data and the batch UIKit needs to show it, built from
/// identities (not by the differ), so that it is valid by construction.
///
/// Two kinds: with `moves`, sections and rows are deleted, inserted and moved (across
/// sections too); without, they are deleted, inserted and reloaded. UIKit computes where a
/// reload lands while ignoring moves, so a batch mixing both may legitimately be rejected.
package struct RandomListChange {
    // MARK: Internal

    package var before: [IdentifiedSection]
    package var after: [IdentifiedSection]
    package var reloadedSections: Set<Int> = []
    package var reloadedRows: Set<Int> = []
    package var update = BatchUpdate()

    package var beforeCounts: [Int] { before.map(\.rows.count) }
    package var afterCounts: [Int] { after.map(\.rows.count) }

    static package func make<G: RandomNumberGenerator>(moves: Bool, using random: inout G) -> RandomListChange {
        var ids = IdentitySource()
        let before = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            IdentifiedSection(id: ids.next(), rows: (0..<Int.random(in: 0...6, using: &random)).map { _ in ids.next() })
        }
        var change = RandomListChange(before: before, after: before)
        change.editSections(moves: moves, ids: &ids, using: &random)
        change.editRows(moves: moves, ids: &ids, using: &random)
        change.update = change.batch(extraMoves: moves, using: &random)
        return change
    }

    // MARK: Private

    private mutating func editSections<G: RandomNumberGenerator>(
        moves: Bool, ids: inout IdentitySource, using random: inout G
    ) {
        after.removeAll { _ in Int.random(in: 0..<6, using: &random) == 0 }
        for _ in 0..<Int.random(in: 0...2, using: &random) where Bool.random(using: &random) {
            let rows = (0..<Int.random(in: 0...4, using: &random)).map { _ in ids.next() }
            after.insert(
                IdentifiedSection(id: ids.next(), rows: rows), at: Int.random(in: 0...after.count, using: &random))
        }
        if moves, after.count > 1, Bool.random(using: &random) {
            let moved = after.remove(at: Int.random(in: 0..<after.count, using: &random))
            after.insert(moved, at: Int.random(in: 0...after.count, using: &random))
        }
        let oldIDs = Set(before.map(\.id))
        if !moves {
            for index in after.indices
            where oldIDs.contains(after[index].id) && Int.random(in: 0..<5, using: &random) == 0 {
                reloadedSections.insert(after[index].id)
                after[index].rows = (0..<Int.random(in: 0...4, using: &random)).map { _ in ids.next() }
            }
        }
    }

    private mutating func editRows<G: RandomNumberGenerator>(
        moves: Bool, ids: inout IdentitySource, using random: inout G
    ) {
        guard !after.isEmpty else { return }
        for index in after.indices where !reloadedSections.contains(after[index].id) {
            after[index].rows.removeAll { _ in Int.random(in: 0..<4, using: &random) == 0 }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                after[index].rows.insert(ids.next(), at: Int.random(in: 0...after[index].rows.count, using: &random))
            }
        }
        let movable = after.indices.filter { !reloadedSections.contains(after[$0].id) }
        if moves, !movable.isEmpty {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let from = movable.randomElement(using: &random)!
                guard !after[from].rows.isEmpty else { continue }
                let row = after[from].rows.remove(at: Int.random(in: 0..<after[from].rows.count, using: &random))
                let to = movable.randomElement(using: &random)!
                after[to].rows.insert(row, at: Int.random(in: 0...after[to].rows.count, using: &random))
            }
        } else {
            let continuing = Set(before.flatMap(\.rows))
            for row in after.flatMap(\.rows)
            where continuing.contains(row) && Int.random(in: 0..<4, using: &random) == 0 {
                reloadedRows.insert(row)
            }
        }
    }

    private func batch<G: RandomNumberGenerator>(extraMoves: Bool, using random: inout G) -> BatchUpdate {
        var update = BatchUpdate()
        let oldSection = Dictionary(uniqueKeysWithValues: before.enumerated().map { ($1.id, $0) })
        let newSection = Dictionary(uniqueKeysWithValues: after.enumerated().map { ($1.id, $0) })
        update.deleteSections = before.indices.filter { newSection[before[$0].id] == nil }
        update.insertSections = after.indices.filter { oldSection[after[$0].id] == nil }
        update.reloadSections = before.indices.filter { reloadedSections.contains(before[$0].id) }
        let surviving = before.map(\.id).filter { newSection[$0] != nil && !reloadedSections.contains($0) }
        for (old, new) in Self.movesNeeded(
            surviving.map { (oldSection[$0]!, newSection[$0]!) }, extra: extraMoves, using: &random)
        {
            update.moveSections.append(.init(from: old, to: new))
        }
        let survivors = Set(surviving)
        let oldPath = paths(of: before, in: survivors)
        let newPath = paths(of: after, in: survivors)
        update.deleteItems = oldPath.filter { newPath[$0.key] == nil }.map(\.value).sorted()
        update.insertItems = newPath.filter { oldPath[$0.key] == nil }.map(\.value).sorted()
        update.reloadItems = reloadedRows.compactMap { oldPath[$0] }.sorted()
        var continuing = oldPath.keys.filter { newPath[$0] != nil }
        continuing.sort { oldPath[$0]! < oldPath[$1]! }
        for sectionID in surviving {
            let staying = continuing.filter {
                oldPath[$0]!.section == oldSection[sectionID]! && newPath[$0]!.section == newSection[sectionID]!
            }
            let pairs = staying.map { (oldPath[$0]!.item, newPath[$0]!.item) }
            for (old, new) in Self.movesNeeded(pairs, extra: extraMoves, using: &random) {
                update.moveItems.append(
                    .init(
                        from: IndexPath(item: old, section: oldSection[sectionID]!),
                        to: IndexPath(item: new, section: newSection[sectionID]!)))
            }
        }
        for row in continuing where before[oldPath[row]!.section].id != after[newPath[row]!.section].id {
            update.moveItems.append(.init(from: oldPath[row]!, to: newPath[row]!))
        }
        return update
    }

    /// Index paths of the rows of `sections` whose section survives.
    private func paths(of sections: [IdentifiedSection], in survivors: Set<Int>) -> [Int: IndexPath] {
        var paths: [Int: IndexPath] = [:]
        for (sectionIndex, section) in sections.enumerated() where survivors.contains(section.id) {
            for (item, row) in section.rows.enumerated() { paths[row] = IndexPath(item: item, section: sectionIndex) }
        }
        return paths
    }

    /// Given (old, new) positions in old order, the pairs that must move so that the rest
    /// keep their order (a greedy increasing run stays), plus, with `extra`, a few more.
    private static func movesNeeded<G: RandomNumberGenerator>(
        _ pairs: [(Int, Int)], extra: Bool, using random: inout G
    ) -> [(Int, Int)] {
        var last = -1
        var moves: [(Int, Int)] = []
        for (old, new) in pairs {
            if new > last, !(extra && Int.random(in: 0..<8, using: &random) == 0) {
                last = new
            } else {
                moves.append((old, new))
            }
        }
        return moves
    }
}

/// Hands out fresh identities.
package struct IdentitySource {
    private var last = 0
    mutating package func next() -> Int {
        last += 1
        return last
    }
}

extension RandomListChange {
    /// The strings the data source shows: each row's identity, reloaded rows marked new.
    package func texts(of sections: [IdentifiedSection], reloaded: Bool) -> [[String]] {
        sections.map { section in
            section.rows.map { reloaded && reloadedRows.contains($0) ? "r\($0) new" : "r\($0)" }
        }
    }

    /// Corrupts a valid batch in a way UIKit must reject (one of several kinds, chosen at
    /// random among those that apply). Returns nil when no kind applies to this batch.
    package func corrupted<G: RandomNumberGenerator>(using random: inout G) -> (BatchUpdate, String)? {
        var kinds: [(BatchUpdate, String)] = []
        var update = self.update
        let counts = beforeCounts
        let section = counts.isEmpty ? 0 : Int.random(in: 0..<counts.count, using: &random)
        update.deleteItems.append(IndexPath(item: counts.isEmpty ? 0 : counts[section], section: section))
        kinds.append((update, "delete past the end"))
        update = self.update
        update.insertItems.append(IndexPath(item: after.isEmpty ? 0 : afterCounts[0], section: 0))
        kinds.append((update, "insert past the end"))
        if let delete = self.update.deleteItems.randomElement(using: &random) {
            update = self.update
            update.deleteItems.append(delete)
            kinds.append((update, "duplicate delete"))
            update = self.update
            update.deleteItems.removeAll { $0 == delete }
            kinds.append((update, "missing delete"))
        }
        if let insert = self.update.insertItems.randomElement(using: &random) {
            update = self.update
            update.insertItems.removeAll { $0 == insert }
            kinds.append((update, "missing insert"))
        }
        if !self.update.insertSections.isEmpty {
            update = self.update
            update.insertSections.removeLast()
            kinds.append((update, "missing section insert"))
        }
        if let move = self.update.moveItems.randomElement(using: &random), let insert = self.update.insertItems.first {
            update = self.update
            update.moveItems.append(.init(from: move.from, to: insert))
            kinds.append((update, "move to two places"))
        }
        return kinds.randomElement(using: &random)
    }
}
