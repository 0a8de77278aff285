import Foundation
import SeededRandom
import Testing

@testable import InteractorAdapter

/// The steps from a group's shown children to its new ones: replayed, they give the new
/// order, and children that keep their order do not move.
@Suite struct ChildrenChangeTests {
    @Test func deletesComeFirstThenInsertsAndMovesInTheNewOrder() {
        let steps = ChildrenChange.steps(from: ["a", "b", "c"], to: ["c", "a", "d"])
        #expect(steps.first == .delete(1))
        #expect(steps.filter { if case .move = $0 { true } else { false } }.count == 1)
        #expect(Self.replay(steps, from: ["a", "b", "c"], to: ["c", "a", "d"]) == ["c", "a", "d"])
    }

    @Test func aChildMovedToTheEndIsTheOnlyOneToMove() {
        let steps = ChildrenChange.steps(from: ["a", "b", "c", "d"], to: ["b", "c", "d", "a"])
        #expect(steps == [.move(from: 0, to: 3)])
    }

    @Test func unchangedChildrenNeedNoStep() {
        #expect(ChildrenChange.steps(from: ["a", "b"], to: ["a", "b"]).isEmpty)
    }

    @Test func randomChangesReplayToTheNewOrderWithMinimalMoves() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let shown = Array((0..<Int.random(in: 0...8, using: &random)).map { "k\($0)" }.shuffled(using: &random))
            var new = shown.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
            new.shuffle(using: &random)
            for extra in 0..<Int.random(in: 0...3, using: &random) {
                new.insert("n\(extra)", at: Int.random(in: 0...new.count, using: &random))
            }
            let steps = ChildrenChange.steps(from: shown, to: new)
            #expect(Self.replay(steps, from: shown, to: new) == new)
            let kept = shown.filter(new.contains)
            let moves = steps.filter { if case .move = $0 { true } else { false } }.count
            #expect(moves == kept.count - Self.longestRunInOrder(kept, of: new))
        }
    }

    /// Applies `steps` to `shown`, taking inserted children from `new`.
    static func replay(_ steps: [ChildrenChange.Step], from shown: [String], to new: [String]) -> [String] {
        var current = shown
        for step in steps {
            switch step {
            case .delete(let index): current.remove(at: index)
            case .insert(let newIndex, let at): current.insert(new[newIndex], at: at)
            case .move(let from, let to): current.insert(current.remove(at: from), at: to)
            }
        }
        return current
    }

    /// The length of the longest subsequence of `kept` in the order of `new` (O(n²)).
    static func longestRunInOrder(_ kept: [String], of new: [String]) -> Int {
        let positions = kept.compactMap { new.firstIndex(of: $0) }
        var best = [Int](repeating: 1, count: positions.count)
        for i in positions.indices {
            for j in 0..<i where positions[j] < positions[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }
}
