extension LongestIncreasingSubsequence {
    /// The selection when most keys lie in *runs*: stretches, in source order, whose keys go up
    /// by exactly one (`5, 6, 7`). No other key falls inside a run's range or between its
    /// elements, so a longest increasing subsequence that takes part of a run can take all of
    /// it: the runs are kept whole or moved whole, and choosing among `r` runs replaces
    /// choosing among `n` elements. A list with a few scattered moves has a few runs.
    ///
    /// The runs' ranges never overlap, so ordering runs by their first key orders them by
    /// every key; the heaviest increasing sequence of runs is found with a Fenwick tree of
    /// prefix maxima over that order, in O(r log r). A run weighs its length, then (to break
    /// ties as the element-wise selection does) its fixed points, `keys[x] == origins[x]`.
    ///
    /// - Parameter runCount: ``countRuns(_:)`` of `keys`.
    /// - Returns: false, having touched nothing, when there are fewer than 8 keys (patience
    ///   sorting on the elements is then as cheap).
    @usableFromInline
    internal static func selectByRuns(
        keys: UnsafeBufferPointer<Int32>,
        origins: UnsafeBufferPointer<Int32>,
        kept: UnsafeMutableBufferPointer<Bool>,
        runCount: Int
    ) -> Bool {
        guard keys.count >= 8 else { return false }
        let runs = UnsafeMutableBufferPointer<Int>.allocate(capacity: runCount &* 2 &+ 1)
        defer { runs.deallocate() }
        // runs[0...runCount]: where each run starts (and the end); then the weights.
        let weights = UnsafeMutableBufferPointer(rebasing: runs[(runCount &+ 1)...])
        describeRuns(keys: keys, origins: origins, starts: runs, weights: weights, runCount: runCount)
        let chosen = heaviestIncreasingRuns(keys: keys, runs: runs, weights: weights, runCount: runCount)
        for run in 0..<runCount {
            let isKept = chosen[run]
            for x in runs[run]..<runs[run &+ 1] { kept[x] = isKept }
        }
        return true
    }

    /// How many runs of keys going up by one `keys` holds (0 when empty).
    @usableFromInline
    internal static func countRuns(_ keys: UnsafeBufferPointer<Int32>) -> Int {
        guard !keys.isEmpty else { return 0 }
        var runCount = 1
        for x in 1..<keys.count where keys[x] != keys[x &- 1] &+ 1 { runCount &+= 1 }
        return runCount
    }

    /// Fills each run's start (and `starts[runCount]`, the end) and weight: length in the high
    /// half, fixed points in the low half.
    @usableFromInline
    internal static func describeRuns(
        keys: UnsafeBufferPointer<Int32>,
        origins: UnsafeBufferPointer<Int32>,
        starts: UnsafeMutableBufferPointer<Int>,
        weights: UnsafeMutableBufferPointer<Int>,
        runCount: Int
    ) {
        var run = 0
        var start = 0
        var fixed = 0
        for x in 0..<keys.count {
            if x > 0 && keys[x] != keys[x &- 1] &+ 1 {
                starts[run] = start
                weights[run] = (x &- start) &<< 32 | fixed
                run &+= 1
                start = x
                fixed = 0
            }
            if keys[x] == origins[x] { fixed &+= 1 }
        }
        starts[run] = start
        weights[run] = (keys.count &- start) &<< 32 | fixed
        starts[runCount] = keys.count
    }

    /// The runs of a heaviest sequence whose keys increase.
    @usableFromInline
    internal static func heaviestIncreasingRuns(
        keys: UnsafeBufferPointer<Int32>,
        runs: UnsafeMutableBufferPointer<Int>,
        weights: UnsafeMutableBufferPointer<Int>,
        runCount: Int
    ) -> [Bool] {
        // The rank of each run among all runs ordered by first key.
        // Spelled out with types: the one-line `map` took the type checker 46 ms.
        var byKey = [UInt64](repeating: 0, count: runCount)
        for run in 0..<runCount {
            let firstKey: UInt64 = UInt64(UInt32(bitPattern: keys[runs[run]]))
            byKey[run] = firstKey &<< 32 | UInt64(run)
        }
        byKey.sort()
        let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: runCount &* 4 &+ 2)
        defer { scratch.deallocate() }
        let treeStart: Int = runCount
        let runStart: Int = treeStart &+ runCount &+ 1
        let previousStart: Int = runStart &+ runCount &+ 1
        let rank = UnsafeMutableBufferPointer(rebasing: scratch[0..<treeStart])
        for position in 0..<runCount { rank[Int(truncatingIfNeeded: byKey[position] & 0xFFFF_FFFF)] = position }
        // Fenwick tree over ranks (1-based): the best total weight ending at a rank at most i, and its run.
        let treeWeight = UnsafeMutableBufferPointer(rebasing: scratch[treeStart..<runStart])
        let treeRun = UnsafeMutableBufferPointer(rebasing: scratch[runStart..<previousStart])
        let previous = UnsafeMutableBufferPointer(rebasing: scratch[previousStart...])
        treeWeight.update(repeating: 0)
        treeRun.update(repeating: -1)
        var bestWeight = 0
        var bestRun = -1
        for run in 0..<runCount {
            var total = 0
            var before = -1
            var node = rank[run]
            while node > 0 {
                if treeWeight[node] > total {
                    total = treeWeight[node]
                    before = treeRun[node]
                }
                node &= node &- 1
            }
            total &+= weights[run]
            previous[run] = before
            if total > bestWeight {
                bestWeight = total
                bestRun = run
            }
            node = rank[run] &+ 1
            while node <= runCount {
                if total > treeWeight[node] {
                    treeWeight[node] = total
                    treeRun[node] = run
                }
                node &+= node & (0 &- node)
            }
        }
        var chosen = [Bool](repeating: false, count: runCount)
        while bestRun >= 0 {
            chosen[bestRun] = true
            bestRun = previous[bestRun]
        }
        return chosen
    }
}
