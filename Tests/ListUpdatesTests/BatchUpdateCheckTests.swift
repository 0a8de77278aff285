import HeadlessList
import SeededRandom
import StagedDiff
import TestSupport
import Testing

@testable import ListUpdates

@Suite struct BatchUpdateCheckTests {
    /// Short lists are compared pairwise, long ones hashed: both find the first repeat.
    @Test func firstRepeatIsTheFirstElementSeenBefore() {
        for seed in UInt64(1)...2_000 {
            var random = SplitMix64(seed: seed)
            let elements = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Int.random(in: 0...60, using: &random)
            }
            let expected = elements.indices.first { elements[..<$0].contains(elements[$0]) }
            #expect(BatchUpdateCheck.firstRepeat(in: elements) == expected, "seed \(seed): \(elements)")
        }
    }
}
