import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff

/// A row whose identity and content vary independently, for the differ-on-list tests.
package struct DiffRow: Differentiable, Equatable, CustomStringConvertible {
    package var id: Int
    package var content: Int
    package var differenceIdentifier: Int { id }
    package var description: String { "\(id)'\(content)" }
}

/// A section model whose identity and content vary independently.
package struct DiffSectionModel: Differentiable, Equatable {
    package var id: Int
    package var content: Int
    package var differenceIdentifier: Int { id }
}

package typealias DiffSection = ArraySection<DiffSectionModel, DiffRow>

/// Random source/target pairs for the differ: deletes, content changes, moves (within and
/// across sections), inserts, shuffles, empty sections and, now and then, duplicate identities.
package struct DiffCaseGenerator {
    private var random: SplitMix64
    private var nextID = 100

    package init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating package func flatPair() -> (source: [DiffRow], target: [DiffRow]) {
        let duplicates = chance(15)
        let source = rows(count: Int.random(in: 0...10, using: &random), duplicates: duplicates)
        return (source, edited(source, duplicates: duplicates))
    }

    mutating package func sectionedPair() -> (source: [DiffSection], target: [DiffSection]) {
        let duplicates = chance(10)
        let source = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            DiffSection(
                model: DiffSectionModel(id: freshID(), content: 0),
                elements: rows(count: Int.random(in: 0...5, using: &random), duplicates: duplicates))
        }
        var target: [DiffSection] = []
        for var section in source where !chance(15) {
            if chance(10) { section.model.content += 1 }
            section.elements = edited(section.elements, duplicates: duplicates)
            target.append(section)
        }
        if target.count > 1, chance(30) { target.shuffle(using: &random) }
        for _ in 0..<Int.random(in: 0...3, using: &random) where chance(40) {
            guard let from = target.indices.randomElement(using: &random), !target[from].elements.isEmpty,
                let to = target.indices.randomElement(using: &random)
            else { continue }
            let row = target[from].elements.remove(at: Int.random(in: 0..<target[from].elements.count, using: &random))
            target[to].elements.insert(row, at: Int.random(in: 0...target[to].elements.count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) where chance(40) {
            let section = DiffSection(
                model: DiffSectionModel(id: freshID(), content: 0),
                elements: rows(count: Int.random(in: 0...3, using: &random), duplicates: duplicates))
            target.insert(section, at: Int.random(in: 0...target.count, using: &random))
        }
        return (source, target)
    }

    private mutating func rows(count: Int, duplicates: Bool) -> [DiffRow] {
        (0..<count).map { _ in
            DiffRow(
                id: duplicates ? Int.random(in: 0..<4, using: &random) : freshID(),
                content: Int.random(in: 0...2, using: &random))
        }
    }

    private mutating func edited(_ rows: [DiffRow], duplicates: Bool) -> [DiffRow] {
        var result: [DiffRow] = []
        for var row in rows where !chance(20) {
            if chance(20) { row.content += 1 }
            result.append(row)
        }
        if result.count > 1 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: result.shuffle(using: &random)
            case 1: result.reverse()
            case 2:
                let moved = result.remove(at: Int.random(in: 0..<result.count, using: &random))
                result.insert(moved, at: Int.random(in: 0...result.count, using: &random))
            default: break
            }
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let row = DiffRow(
                id: duplicates ? Int.random(in: 0..<5, using: &random) : freshID(),
                content: Int.random(in: 0...2, using: &random))
            result.insert(row, at: Int.random(in: 0...result.count, using: &random))
        }
        return result
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private mutating func freshID() -> Int {
        nextID += 1
        return nextID
    }
}
