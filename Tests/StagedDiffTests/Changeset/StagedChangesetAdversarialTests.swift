import SeededRandom
import StagedDiff
import Testing

/// Shapes the general generator reaches rarely: identifiers drawn from tiny pools (so most
/// elements and sections are duplicates), every element and section updated while moving,
/// elements scattered across shuffled sections, and fully random pairs.
@Suite("StagedChangeset, adversarial shapes")
struct StagedChangesetAdversarialTests {
    private static func items(_ random: inout SplitMix64, count: Int, pool: Int) -> [TestItem] {
        (0..<count).map { _ in
            TestItem(id: Int.random(in: 0..<pool, using: &random), content: Int.random(in: 0...1, using: &random))
        }
    }

    private static func sections(_ random: inout SplitMix64, sectionPool: Int, itemPool: Int) -> [TestSection] {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in
            TestSection(
                model: TestModel(
                    id: Int.random(in: 0..<sectionPool, using: &random), content: Int.random(in: 0...1, using: &random)),
                elements: items(&random, count: Int.random(in: 0...5, using: &random), pool: itemPool)
            )
        }
    }

    /// `source`'s sections shuffled, each element dropped into a random one of them.
    private static func scattered(_ source: [TestSection], updating: Bool, random: inout SplitMix64) -> [TestSection] {
        let bump = updating ? 1 : 0
        var target = source.shuffled(using: &random).map {
            TestSection(model: TestModel(id: $0.model.id, content: $0.model.content + bump), elements: [])
        }
        guard !target.isEmpty else { return [] }
        for item in source.flatMap(\.elements).shuffled(using: &random) {
            target[Int.random(in: target.indices, using: &random)].elements.append(
                TestItem(id: item.id, content: item.content + bump))
        }
        return target
    }

    @Test("flat: tiny identifier pools, all updated, shuffled, reversed, random")
    func flat() {
        for seed in UInt64(50_001)...54_000 {
            var random = SplitMix64(seed: seed)
            let pool = [2, 3, 5, 1_000][Int(seed % 4)]
            let source = Self.items(&random, count: Int.random(in: 0...20, using: &random), pool: pool)
            let target: [TestItem]
            switch (seed / 4) % 4 {
            case 0: target = Self.items(&random, count: Int.random(in: 0...20, using: &random), pool: pool)
            case 1: target = source.shuffled(using: &random).map { TestItem(id: $0.id, content: $0.content + 1) }
            case 2: target = source.shuffled(using: &random)
            default: target = source.reversed()
            }
            if let failure = StagedChangesetFlatTests.verify(seed: seed, source: source, target: target) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }

    @Test("sectioned: duplicate section and element ids, everything updated and scattered across sections")
    func sectioned() {
        for seed in UInt64(60_001)...64_000 {
            var random = SplitMix64(seed: seed)
            let sectionPool = [2, 3, 1_000][Int(seed % 3)]
            let itemPool = [2, 4, 1_000][Int((seed / 3) % 3)]
            let source = Self.sections(&random, sectionPool: sectionPool, itemPool: itemPool)
            let target: [TestSection]
            switch (seed / 9) % 4 {
            case 0: target = Self.sections(&random, sectionPool: sectionPool, itemPool: itemPool)
            case 1: target = Self.scattered(source, updating: true, random: &random)
            case 2: target = Self.scattered(source, updating: false, random: &random)
            default: target = source.reversed().map { TestSection(source: $0, elements: $0.elements.reversed()) }
            }
            if let failure = StagedChangesetSectionedTests.verify(seed: seed, source: source, target: target) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }
}
