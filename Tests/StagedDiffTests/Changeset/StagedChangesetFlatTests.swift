import Testing

@testable import StagedDiff

@Suite("StagedChangeset, flat")
struct StagedChangesetFlatTests {
    /// Checks one flat case completely; returns a message naming the seed on failure.
    static func verify(seed: UInt64, source: [TestItem], target: [TestItem]) -> String? {
        let changeset = StagedChangeset(source: source, target: target)
        var problems = StageVerifier.problems(
            source: source.asSections, target: target.asSections, stages: changeset.map(\.asSectioned)
        )
        let matches = ReferenceDiff.matches(source: source.map(\.id), target: target.map(\.id))
        let deletes = changeset.reduce(0) { $0 + $1.elementDeleted.count }
        let inserts = changeset.reduce(0) { $0 + $1.elementInserted.count }
        let moves = changeset.reduce(0) { $0 + $1.elementMoved.count }
        let updates = changeset.reduce(0) { $0 + $1.elementUpdated.count }
        if deletes != source.count - matches.count || inserts != target.count - matches.count {
            problems.append("\(deletes) deletes, \(inserts) inserts for \(matches.count) matches")
        }
        let minimum = ReferenceDiff.minimumMoves(source: source, target: target)
        if moves != minimum { problems.append("\(moves) moves, minimum is \(minimum)") }
        let changed = matches.filter { target[$0.target] != source[$0.source] }.count
        if updates != changed { problems.append("\(updates) updates, \(changed) matched elements changed") }
        guard !problems.isEmpty else { return nil }
        return StageVerifier.describe(seed: seed, source: source, target: target, changeset: changeset.debugDescription)
            + "\n" + problems.joined(separator: "\n")
    }

    @Test("random small lists: valid stages, replay reaches the target, minimal moves")
    func randomSmallLists() {
        for seed in UInt64(1)...3000 {
            var generator = CaseGenerator(seed: seed)
            let pair = generator.flatPair(maximumCount: 12)
            if let failure = Self.verify(seed: seed, source: pair.source, target: pair.target) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }

    @Test("random longer lists")
    func randomLongerLists() {
        for seed in UInt64(10_001)...10_200 {
            var generator = CaseGenerator(seed: seed)
            let pair = generator.flatPair(maximumCount: 150)
            if let failure = Self.verify(seed: seed, source: pair.source, target: pair.target) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }

    @Test("reversing three elements takes two moves, none to the same place")
    func reverseThree() throws {
        let changeset = StagedChangeset(source: [1, 2, 3], target: [3, 2, 1])
        let stage = try #require(changeset.first)
        #expect(changeset.count == 1)
        #expect(stage.elementMoved.count == 2)
        #expect(stage.elementMoved.allSatisfy { $0.source != $0.target })
        #expect(stage.data == [3, 2, 1])
    }

    @Test("one element moved yields one move")
    func oneMove() {
        let source = Array(0..<20)
        var target = source
        target.insert(target.remove(at: 3), at: 15)
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.map(\.elementMoved.count) == [1])
        #expect(changeset.first?.elementMoved.first.map { [$0.source.element, $0.target.element] } == [3, 15])
    }

    @Test("equal lists give no stage; empty to empty too")
    func noChange() {
        #expect(StagedChangeset(source: [1, 2, 3], target: [1, 2, 3]).isEmpty)
        #expect(StagedChangeset(source: [Int](), target: []).isEmpty)
    }

    @Test("updates come in a stage of their own, before the moves, indexed in the source")
    func updatesFirst() {
        let source = [TestItem(id: 1, content: 0), TestItem(id: 2, content: 0), TestItem(id: 3, content: 0)]
        let target = [TestItem(id: 3, content: 0), TestItem(id: 1, content: 0), TestItem(id: 2, content: 5)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 2)
        #expect(changeset.first?.elementUpdated == [ElementPath(element: 1, section: 0)])
        #expect(changeset.first?.elementMoved.isEmpty == true)
        #expect(changeset.first?.data.map(\.content) == [0, 5, 0])
        #expect(changeset.last?.data == target)
    }

    @Test("duplicate identifiers: n-th occurrence matches n-th, leftovers are deletes and inserts")
    func duplicates() throws {
        let changeset = StagedChangeset(source: ["a", "b", "a", "a"], target: ["b", "a", "a", "c"])
        let stage = try #require(changeset.first)
        #expect(changeset.count == 1)
        #expect(stage.elementDeleted == [ElementPath(element: 3, section: 0)])
        #expect(stage.elementInserted == [ElementPath(element: 3, section: 0)])
        #expect(stage.elementMoved.count == 1)
    }
}

@Suite("StagedChangeset, many duplicates")
struct StagedChangesetDuplicateTests {
    @Test("thousands of equal identifiers: counts follow the n-th occurrence rule")
    func manyEqualIdentifiers() throws {
        let source = Array(repeating: "x", count: 5_000) + ["a"]
        let target = ["a"] + Array(repeating: "x", count: 4_000) + ["b"]
        let changeset = StagedChangeset(source: source, target: target)
        let stage = try #require(changeset.first)
        #expect(changeset.count == 1)
        #expect(stage.elementDeleted.map(\.element) == Array(4_000..<5_000))
        #expect(stage.elementInserted.map(\.element) == [4_001])
        #expect(stage.elementMoved.map { [$0.source.element, $0.target.element] } == [[5_000, 0]])
    }
}
