import SeededRandom
import Testing

@testable import BinarySearch

@Suite struct PartitioningIndexTests {
    /// On sorted arrays, slices and ranges, the binary search finds what a linear scan finds,
    /// including the end when no element belongs to the second partition.
    @Test func findsWhatALinearScanFinds() {
        for seed in UInt64(1)...2_000 {
            var random = SplitMix64(seed: seed)
            let values = (0..<Int.random(in: 0...20, using: &random))
                .map { _ in Int.random(in: -5...15, using: &random) }
                .sorted()
            let start = Int.random(in: 0...values.count, using: &random)
            let slice = values[start...]
            let range = Int.random(in: -3...3, using: &random)..<Int.random(in: 3...30, using: &random)
            for pivot in -6...16 {
                #expect(
                    values.partitioningIndex { $0 >= pivot } == (values.firstIndex { $0 >= pivot } ?? values.endIndex),
                    "seed \(seed): \(values) at \(pivot)")
                #expect(
                    slice.partitioningIndex { $0 > pivot } == (slice.firstIndex { $0 > pivot } ?? slice.endIndex),
                    "seed \(seed): \(slice) at \(pivot)")
                #expect(
                    range.partitioningIndex { $0 * 2 > pivot }
                        == (range.firstIndex { $0 * 2 > pivot } ?? range.endIndex),
                    "seed \(seed): \(range) at \(pivot)")
            }
        }
    }
}
