import Foundation
import StagedDiff

/// An element of the sectioned scenario: a UUID identity and content that can be updated.
struct DiffBenchItem: Differentiable, Hashable {
    var id: UUID
    var content: Int
    var differenceIdentifier: UUID { id }
}

typealias DiffBenchSection = ArraySection<DiffBenchItem, DiffBenchItem>

/// The scenarios, from a seeded generator (UUID identifiers, as in DifferenceKit's README).
enum DiffScenarios {
    /// `count` UUIDs; `deleted` removed; as many new inserted at index `deleted.upperBound`
    /// of what is left; then `target[0..<shuffled]` shuffled.
    static func flat(count: Int, deleted: Range<Int>, shuffled: Int, seed: UInt64) -> (source: [UUID], target: [UUID]) {
        var random = DiffBenchRandom(seed: seed)
        let source = (0..<count).map { _ in random.uuid() }
        var target = source
        target.removeSubrange(deleted)
        target.insert(contentsOf: (0..<deleted.count).map { _ in random.uuid() }, at: deleted.upperBound)
        target[0..<shuffled].shuffle(using: &random)
        return (source, target)
    }

    /// `count` UUIDs and `changes` edits at random places: deletes, inserts and moves in equal
    /// shares, or moves alone (an element taken out and put back at a random place). Built in
    /// one pass, so that a million elements take no quadratic time.
    static func scattered(
        count: Int, changes: Int, movesOnly: Bool = false, seed: UInt64
    ) -> (source: [UUID], target: [UUID]) {
        var random = DiffBenchRandom(seed: seed)
        let source = (0..<count).map { _ in random.uuid() }
        var removed = [Bool](repeating: false, count: count)
        // Elements put in front of source position `before` (new ones and moved ones).
        var placed: [(before: Int, id: UUID)] = []
        for change in 0..<changes {
            let index = Int.random(in: 0..<count, using: &random)
            switch movesOnly ? 2 : change % 3 {
            case 0:
                removed[index] = true
            case 1:
                placed.append((index, random.uuid()))
            default:
                guard !removed[index] else { continue }
                removed[index] = true
                placed.append((Int.random(in: 0...count, using: &random), source[index]))
            }
        }
        placed.sort { $0.before < $1.before }
        var target: [UUID] = []
        target.reserveCapacity(count + placed.count)
        var next = 0
        for index in 0...count {
            while next < placed.count && placed[next].before == index {
                target.append(placed[next].id)
                next += 1
            }
            if index < count && !removed[index] { target.append(source[index]) }
        }
        return (source, target)
    }

    /// `count` UUIDs, and the same in reverse order.
    static func reversed(count: Int, seed: UInt64) -> (source: [UUID], target: [UUID]) {
        var random = DiffBenchRandom(seed: seed)
        let source = (0..<count).map { _ in random.uuid() }
        return (source, source.reversed())
    }

    /// `count` UUIDs, and the same in a random order.
    static func permuted(count: Int, seed: UInt64) -> (source: [UUID], target: [UUID]) {
        var random = DiffBenchRandom(seed: seed)
        let source = (0..<count).map { _ in random.uuid() }
        return (source, source.shuffled(using: &random))
    }

    /// 100 sections × 1,000 items; per section 100 deleted, 100 inserted, 20 shuffled and
    /// 10 updated; then 50 cross-section moves, 5 sections updated, 5 deleted, 5 inserted
    /// (1,000 items each), and sections 0..<10 shuffled.
    static func sectioned(seed: UInt64) -> (source: [DiffBenchSection], target: [DiffBenchSection]) {
        var random = DiffBenchRandom(seed: seed)
        func item() -> DiffBenchItem { DiffBenchItem(id: random.uuid(), content: 0) }
        let source = (0..<100).map { _ in DiffBenchSection(model: item(), elements: (0..<1000).map { _ in item() }) }
        var target = source.map { section in
            DiffBenchSection(source: section, elements: editedElements(section.elements, random: &random))
        }
        for _ in 0..<50 {
            let from = Int.random(in: target.indices, using: &random)
            var to = Int.random(in: target.indices, using: &random)
            if to == from { to = (to + 1) % target.count }
            let moved = target[from].elements.remove(at: Int.random(in: target[from].elements.indices, using: &random))
            target[to].elements.insert(moved, at: Int.random(in: 0...target[to].elements.count, using: &random))
        }
        for index in (0..<target.count).shuffled(using: &random).prefix(5) { target[index].model.content += 1 }
        for _ in 0..<5 { target.remove(at: Int.random(in: target.indices, using: &random)) }
        for _ in 0..<5 {
            let section = DiffBenchSection(model: item(), elements: (0..<1000).map { _ in item() })
            target.insert(section, at: Int.random(in: 0...target.count, using: &random))
        }
        target[0..<10].shuffle(using: &random)
        return (source, target)
    }

    private static func editedElements(_ elements: [DiffBenchItem], random: inout DiffBenchRandom) -> [DiffBenchItem] {
        var result = elements
        for _ in 0..<100 { result.remove(at: Int.random(in: result.indices, using: &random)) }
        for _ in 0..<100 {
            result.insert(
                DiffBenchItem(id: random.uuid(), content: 0), at: Int.random(in: 0...result.count, using: &random))
        }
        let shuffled = Array(result.indices.shuffled(using: &random).prefix(20))
        let permuted = shuffled.map { result[$0] }.shuffled(using: &random)
        for (index, item) in zip(shuffled, permuted) { result[index] = item }
        for index in result.indices.shuffled(using: &random).prefix(10) { result[index].content += 1 }
        return result
    }
}
