/// Textbook reference results the differ's output is compared with.
enum ReferenceDiff {
    /// Pairs (source index, target index) under the duplicate rule: the n-th occurrence of an
    /// identifier in the target matches its n-th occurrence in the source.
    static func matches<ID: Hashable>(source: [ID], target: [ID]) -> [(source: Int, target: Int)] {
        var queues: [ID: [Int]] = [:]
        for (index, id) in source.enumerated() { queues[id, default: []].append(index) }
        var used: [ID: Int] = [:]
        var result: [(source: Int, target: Int)] = []
        for (index, id) in target.enumerated() {
            let n = used[id, default: 0]
            if let queue = queues[id], n < queue.count {
                result.append((source: queue[n], target: index))
                used[id] = n + 1
            }
        }
        return result
    }

    /// Length of a longest strictly increasing subsequence, by the O(n²) dynamic programme.
    static func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] {
                best[i] = max(best[i], best[j] + 1)
            }
        }
        return best.max() ?? 0
    }

    /// The minimum number of moves for a flat diff: matched elements minus the longest run
    /// of them that keeps its order.
    static func minimumMoves(source: [TestItem], target: [TestItem]) -> Int {
        let pairs = matches(source: source.map(\.id), target: target.map(\.id))
        let inSourceOrder = pairs.sorted { $0.source < $1.source }.map(\.target)
        return pairs.count - longestIncreasingLength(inSourceOrder)
    }
}
