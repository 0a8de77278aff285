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

    @Test("near-sorted keys are chosen run by run, as long as the textbook finds, fixed points first")
    func runsMatchTextbook() {
        for seed in UInt64(1)...500 {
            var random = SplitMix64(seed: seed)
            let count = Int.random(in: 8...300, using: &random)
            // Sorted keys with gaps (inserted elements), then a few blocks moved elsewhere.
            var keys: [Int32] = []
            var key: Int32 = 0
            for _ in 0..<count {
                key += Int32.random(in: 1...(random.next() % 8 == 0 ? 3 : 1), using: &random)
                keys.append(key)
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let start = Int.random(in: keys.indices, using: &random)
                let block = Array(keys[start..<min(keys.count, start + Int.random(in: 1...6, using: &random))])
                keys.removeSubrange(start..<start + block.count)
                keys.insert(contentsOf: block, at: Int.random(in: 0...keys.count, using: &random))
            }
            let origins = keys.indices.map { Int32($0) }
            var byRuns = [Bool](repeating: false, count: keys.count)
            let tookRuns = keys.withUnsafeBufferPointer { keys in
                origins.withUnsafeBufferPointer { origins in
                    byRuns.withUnsafeMutableBufferPointer { kept in
                        LongestIncreasingSubsequence.selectByRuns(
                            keys: keys, origins: origins, kept: kept,
                            runCount: LongestIncreasingSubsequence.countRuns(keys))
                    }
                }
            }
            let chosen = zip(keys, kept(keys)).filter(\.1).map(\.0)
            let expected = ReferenceDiff.longestIncreasingLength(keys.map(Int.init))
            #expect(chosen.count == expected, "seed \(seed): \(keys) kept \(chosen)")
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): \(keys) kept \(chosen)")
            guard tookRuns else { continue }
            let runCount = keys.withUnsafeBufferPointer { LongestIncreasingSubsequence.countRuns($0) }
            if runCount <= keys.count / 4 {
                #expect(byRuns == kept(keys), "seed \(seed): select(keys:origins:kept:) did not take the runs")
            }
            #expect(zip(keys, byRuns).filter(\.1).count == expected, "seed \(seed): \(keys) by runs")
            let keptFixedPoints = keys.indices.filter { byRuns[$0] && keys[$0] == origins[$0] }.count
            #expect(
                keptFixedPoints == mostFixedPoints(keys, origins: origins),
                "seed \(seed): \(keys) keeps \(keptFixedPoints) fixed points")
        }
    }

    /// Textbook O(n²): the most fixed points a longest increasing subsequence can hold.
    private func mostFixedPoints(_ keys: [Int32], origins: [Int32]) -> Int {
        var best = [(length: Int, fixed: Int)](repeating: (0, 0), count: keys.count)
        for i in keys.indices {
            let own = keys[i] == origins[i] ? 1 : 0
            best[i] = (1, own)
            for j in 0..<i where keys[j] < keys[i] {
                let candidate = (length: best[j].length + 1, fixed: best[j].fixed + own)
                if candidate > best[i] { best[i] = candidate }
            }
        }
        return best.max { $0 < $1 }?.fixed ?? 0
    }

    @Test("a block moved in a long sorted list: the block moves, the rest stays")
    func runsMoveTheBlock() {
        var keys = (0..<Int32(40)).map { $0 }
        let block = Array(keys[10..<14])
        keys.removeSubrange(10..<14)
        keys.append(contentsOf: block)
        var kept = [Bool](repeating: false, count: keys.count)
        let tookRuns = keys.withUnsafeBufferPointer { keys in
            keys.indices.map { Int32($0) }.withUnsafeBufferPointer { origins in
                kept.withUnsafeMutableBufferPointer { kept in
                    LongestIncreasingSubsequence.selectByRuns(
                        keys: keys, origins: origins, kept: kept,
                        runCount: LongestIncreasingSubsequence.countRuns(keys))
                }
            }
        }
        #expect(tookRuns)
        #expect(kept == Array(repeating: true, count: 36) + Array(repeating: false, count: 4))
    }

    @Test("runs of equal length: the one whose elements stay in place is kept")
    func runsPreferFixedPoints() {
        // Keys 16..<24 at positions 0..<8 or keys 8..<16 at positions 8..<16 (in place): either
        // run goes with the 32 keys after them; the tie goes to the run in place.
        let keys = (Array(16..<24) + Array(8..<16) + Array(24..<56)).map { Int32($0) }
        #expect(kept(keys) == Array(repeating: false, count: 8) + Array(repeating: true, count: 40))
    }
}
