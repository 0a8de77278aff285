import StagedDiff
import Testing

@Suite("StagedChangeset, sectioned")
struct StagedChangesetSectionedTests {
    static func verify(seed: UInt64, source: [TestSection], target: [TestSection]) -> String? {
        let changeset = StagedChangeset(source: source, target: target)
        let problems = StageVerifier.problems(source: source, target: target, stages: Array(changeset))
        guard !problems.isEmpty else { return nil }
        return StageVerifier.describe(seed: seed, source: source, target: target, changeset: changeset.debugDescription)
            + "\n" + problems.joined(separator: "\n")
    }

    @Test("random sectioned lists: valid stages, replay reaches the target")
    func randomSections() {
        for seed in UInt64(20_001)...23_000 {
            var generator = CaseGenerator(seed: seed)
            let pair = generator.sectionedPair(maximumSections: 5, maximumItems: 6)
            if let failure = Self.verify(seed: seed, source: pair.source, target: pair.target) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }

    @Test("random larger sectioned lists")
    func randomLargerSections() {
        for seed in UInt64(30_001)...30_150 {
            var generator = CaseGenerator(seed: seed)
            let pair = generator.sectionedPair(maximumSections: 12, maximumItems: 30)
            if let failure = Self.verify(seed: seed, source: pair.source, target: pair.target) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }

    private func section(_ id: Int, _ items: [Int], content: Int = 0) -> TestSection {
        TestSection(model: TestModel(id: id, content: content), elements: items.map { TestItem(id: $0, content: 0) })
    }

    @Test("an element moving between two sections is one move in one stage")
    func crossSectionMove() throws {
        let source = [section(1, [1, 2, 3]), section(2, [4, 5])]
        let target = [section(1, [1, 3]), section(2, [4, 2, 5])]
        let changeset = StagedChangeset(source: source, target: target)
        let stage = try #require(changeset.first)
        #expect(changeset.count == 1)
        #expect(
            stage.elementMoved.map { [$0.source, $0.target] } == [
                [ElementPath(element: 1, section: 0), ElementPath(element: 1, section: 1)]
            ])
        #expect(StageVerifier.problems(source: source, target: target, stages: Array(changeset)).isEmpty)
    }

    @Test("a section that moves and changes is reloaded first, then moved")
    func sectionMovesAndChanges() {
        let source = [section(1, [1]), section(2, [2]), section(3, [3])]
        let target = [section(3, [3], content: 1), section(1, [1]), section(2, [2])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.map(\.sectionUpdated) == [[2], []])
        #expect(changeset.last?.sectionMoved.map { [$0.source, $0.target] } == [[2, 0]])
        #expect(StageVerifier.problems(source: source, target: target, stages: Array(changeset)).isEmpty)
    }

    @Test("elements leave a deleted section before it is deleted, and enter an inserted one after it exists")
    func elementsAcrossDeletedAndInsertedSections() {
        let source = [section(1, [1, 2]), section(2, [3])]
        let target = [section(2, [3, 1]), section(9, [2, 7])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 3)
        #expect(changeset.map(\.elementMoved.count) == [0, 2, 0])
        #expect(changeset.last?.sectionDeleted.count == 1)
        #expect(StageVerifier.problems(source: source, target: target, stages: Array(changeset)).isEmpty)
    }
}
