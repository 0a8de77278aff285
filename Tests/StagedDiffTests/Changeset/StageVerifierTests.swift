import StagedDiff
import Testing

/// The verifier the property tests rely on must itself reject broken stages, or every
/// property test would pass vacuously.
@Suite struct StageVerifierTests {
    private let source = [1, 2, 3, 4].map { TestItem(id: $0, content: 0) }
    private let target = [4, 1, 3, 5].map { TestItem(id: $0, content: 0) }

    private func stages() -> [Changeset<[TestSection]>] {
        StagedChangeset(source: source, target: target).map(\.asSectioned)
    }

    @Test func acceptsTheDiffersOwnStages() {
        #expect(StageVerifier.problems(source: source.asSections, target: target.asSections, stages: stages()).isEmpty)
    }

    @Test func rejectsAStageMissingADelete() throws {
        var broken = stages()
        let index = try #require(broken.firstIndex { !$0.elementDeleted.isEmpty })
        broken[index].elementDeleted.removeLast()
        let problems = StageVerifier.problems(source: source.asSections, target: target.asSections, stages: broken)
        #expect(problems.contains { $0.contains("Invalid update: invalid number of rows in section 0") }, "\(problems)")
    }

    @Test func rejectsADuplicateMove() throws {
        var broken = stages()
        let index = try #require(broken.firstIndex { !$0.elementMoved.isEmpty })
        broken[index].elementMoved.append(
            (source: ElementPath(element: 0, section: 0), target: ElementPath(element: 3, section: 0)))
        let problems = StageVerifier.problems(source: source.asSections, target: target.asSections, stages: broken)
        #expect(!problems.isEmpty)
    }

    @Test func rejectsUpdatesAndMovesInOneStage() throws {
        var broken = stages()
        let index = try #require(broken.firstIndex { !$0.elementMoved.isEmpty })
        broken[index].elementUpdated.append(ElementPath(element: 1, section: 0))
        let problems = StageVerifier.problems(source: source.asSections, target: target.asSections, stages: broken)
        #expect(!problems.isEmpty)
    }
}

extension StageVerifierTests {
    /// Each stage valid on its own, but the update comes after the move.
    @Test func rejectsUpdatesAfterMoves() {
        let source = [1, 2, 3].map { TestItem(id: $0, content: 0) }
        let moved = [3, 1, 2].map { TestItem(id: $0, content: 0) }
        var target = moved
        target[2].content = 1
        let stages = [
            Changeset(
                data: moved,
                elementMoved: [
                    (source: ElementPath(element: 2, section: 0), target: ElementPath(element: 0, section: 0))
                ]),
            Changeset(data: target, elementUpdated: [ElementPath(element: 2, section: 0)]),
        ].map(\.asSectioned)
        let problems = StageVerifier.problems(source: source.asSections, target: target.asSections, stages: stages)
        #expect(problems == ["stage 1: updates after a stage that moved"])
    }
}
