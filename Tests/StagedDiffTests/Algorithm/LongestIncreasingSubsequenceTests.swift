import SeededRandom
import Testing

@testable import StagedDiff

@Suite("LongestIncreasingSubsequence")
struct LongestIncreasingSubsequenceTests {
    private func kept(_ keys: [Int32], origins: [Int32]? = nil) -> [Bool] {
        let origins = origins ?? keys.indices.map { Int32($0) }
        var kept = [Bool](repeating: false, count: keys.count)
        keys.withUnsafeBufferPointer { keys in
            origins.withUnsafeBufferPointer { origins in
                kept.withUnsafeMutableBufferPointer { kept in
                    LongestIncreasingSubsequence.select(keys: keys, origins: origins, kept: kept)
                }
            }
        }
        return kept
    }

    @Test("keeps an increasing subsequence as long as the textbook dynamic programme finds")
    func matchesTextbook() {
        for seed in UInt64(1)...2000 {
            var random = SplitMix64(seed: seed)
            let count = Int.random(in: 0...14, using: &random)
            let keys = (0..<Int32(count)).shuffled(using: &random)
            let chosen = zip(keys, kept(keys)).filter(\.1).map(\.0)
            let expected = ReferenceDiff.longestIncreasingLength(keys.map(Int.init))
            #expect(chosen.count == expected, "seed \(seed): \(keys) kept \(chosen)")
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): \(keys) kept \(chosen)")
        }
    }

    @Test("prefers elements that would otherwise move to the same place")
    func prefersFixedPoints() {
        #expect(kept([2, 1, 0]) == [false, true, false])
        #expect(kept([3, 1, 2, 0]) == [false, true, true, false])
    }
}
