/// Chooses which matched elements keep their place: one longest increasing subsequence of
/// their target positions, taken in source order. Everything outside it must move, so the
/// number of moves is the minimum.
///
/// Among the many longest subsequences it prefers elements whose target position equals
/// their source position, so that `[1, 2, 3] → [3, 2, 1]` keeps `2` and never reports a
/// move "to the same place".
///
/// O(m log m): patience sorting gives each element its level (the length of the longest
/// increasing run ending at it); elements of one level, in source order, have decreasing
/// keys, so walking the levels down from the longest picks a compatible element per level
/// from a contiguous range.
@usableFromInline
internal enum LongestIncreasingSubsequence {
    /// Sets `kept[x]` for the elements of the chosen subsequence and clears it for the others.
    ///
    /// When most keys lie in runs of consecutive keys, the runs are chosen instead of the
    /// elements (``selectByRuns(keys:origins:kept:)``). Otherwise elements greater than every
    /// key before them and smaller than every key after them fit into any increasing
    /// subsequence, so they are kept without further work; only the others go through
    /// patience sorting.
    ///
    /// - Parameters:
    ///   - keys: Distinct target positions, in source order.
    ///   - origins: The source position of each key; `keys[x] == origins[x]` is a fixed point.
    ///   - kept: Output, same count as `keys`.
    @usableFromInline
    internal static func select(
        keys: UnsafeBufferPointer<Int32>,
        origins: UnsafeBufferPointer<Int32>,
        kept: UnsafeMutableBufferPointer<Bool>
    ) {
        let runCount = countRuns(keys)
        if runCount <= keys.count / 4 && selectByRuns(keys: keys, origins: origins, kept: kept, runCount: runCount) {
            return
        }
        if runCount > keys.count / 2 {
            // Mostly out of order (a shuffle, a reversal): few elements would be certain.
            selectAmong(keys: keys, origins: origins, kept: kept)
            return
        }
        let uncertain = markCertain(keys: keys, kept: kept)
        guard uncertain > 0 else { return }
        let subsetKeys = UnsafeMutableBufferPointer<Int32>.allocate(capacity: uncertain * 2)
        defer { subsetKeys.deallocate() }
        let subsetOrigins = UnsafeMutableBufferPointer(rebasing: subsetKeys[uncertain...])
        let subsetKept = UnsafeMutableBufferPointer<Bool>.allocate(capacity: uncertain)
        defer { subsetKept.deallocate() }
        var next = 0
        for x in 0..<keys.count where !kept[x] {
            subsetKeys[next] = keys[x]
            subsetOrigins[next] = origins[x]
            next &+= 1
        }
        selectAmong(
            keys: UnsafeBufferPointer(rebasing: subsetKeys[..<uncertain]),
            origins: UnsafeBufferPointer(subsetOrigins), kept: subsetKept
        )
        next = 0
        for x in 0..<keys.count where !kept[x] {
            kept[x] = subsetKept[next]
            next &+= 1
        }
    }

    /// Sets `kept[x]` for elements greater than all keys before and smaller than all keys
    /// after; returns how many are not so.
    @usableFromInline
    internal static func markCertain(keys: UnsafeBufferPointer<Int32>, kept: UnsafeMutableBufferPointer<Bool>) -> Int {
        var smallestAfter = Int32.max
        for x in stride(from: keys.count &- 1, through: 0, by: -1) {
            kept[x] = keys[x] < smallestAfter
            smallestAfter = min(smallestAfter, keys[x])
        }
        var largestBefore = Int32.min
        var uncertain = 0
        for x in 0..<keys.count {
            if kept[x] && keys[x] < largestBefore { kept[x] = false }
            if !kept[x] { uncertain &+= 1 }
            largestBefore = max(largestBefore, keys[x])
        }
        return uncertain
    }

    /// The patience-sorting selection proper, on any sequence of distinct keys.
    @usableFromInline
    internal static func selectAmong(
        keys: UnsafeBufferPointer<Int32>,
        origins: UnsafeBufferPointer<Int32>,
        kept: UnsafeMutableBufferPointer<Bool>
    ) {
        let count = keys.count
        kept.update(repeating: false)
        guard count > 0 else { return }
        let levels = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer { levels.deallocate() }
        let length = assignLevels(keys: keys, levels: levels)
        let order = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer { order.deallocate() }
        let offsets = groupByLevel(levels: UnsafeBufferPointer(levels), length: length, order: order)
        pickChain(
            keys: keys, origins: origins, order: UnsafeBufferPointer(order),
            offsets: offsets, length: length, kept: kept
        )
    }

    /// Patience sorting: `levels[x]` = length of the longest increasing run ending at `x`.
    /// Returns the longest length.
    @usableFromInline
    internal static func assignLevels(
        keys: UnsafeBufferPointer<Int32>,
        levels: UnsafeMutableBufferPointer<Int32>
    ) -> Int {
        let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: keys.count)
        defer { tails.deallocate() }
        var length = 0
        for x in 0..<keys.count {
            let key = keys[x]
            if length == 0 || key > tails[length &- 1] {
                tails[length] = key
                length &+= 1
                levels[x] = Int32(truncatingIfNeeded: length)
                continue
            }
            var low = 0
            var high = length &- 1
            while low < high {
                let middle = (low &+ high) &>> 1
                if tails[middle] < key { low = middle &+ 1 } else { high = middle }
            }
            tails[low] = key
            levels[x] = Int32(truncatingIfNeeded: low &+ 1)
        }
        return length
    }

    /// Counting sort of positions by level, stable. Returns offsets: level `l` occupies
    /// `order[offsets[l] ..< offsets[l + 1]]`.
    @usableFromInline
    internal static func groupByLevel(
        levels: UnsafeBufferPointer<Int32>,
        length: Int,
        order: UnsafeMutableBufferPointer<Int32>
    ) -> [Int] {
        var offsets = [Int](repeating: 0, count: length &+ 2)
        for level in levels { offsets[Int(level) &+ 1] &+= 1 }
        for l in 1..<offsets.count { offsets[l] &+= offsets[l &- 1] }
        var next = offsets
        for x in 0..<levels.count {
            let level = Int(levels[x])
            order[next[level]] = Int32(truncatingIfNeeded: x)
            next[level] &+= 1
        }
        return offsets
    }

    /// Walks from the longest level down, choosing at each level an element before and
    /// below the one chosen above it, a fixed point when the range offers one.
    @usableFromInline
    internal static func pickChain(
        keys: UnsafeBufferPointer<Int32>,
        origins: UnsafeBufferPointer<Int32>,
        order: UnsafeBufferPointer<Int32>,
        offsets: [Int],
        length: Int,
        kept: UnsafeMutableBufferPointer<Bool>
    ) {
        var positionBound = Int32.max
        var keyBound = Int32.max
        for level in stride(from: length, through: 1, by: -1) {
            let start = offsets[level]
            let end = offsets[level &+ 1]
            // Positions ascend within a level: the valid ones form a prefix.
            let last = partition(start, end) { order[$0] >= positionBound }
            // Keys descend within a level: the valid ones form a suffix.
            let first = partition(start, end) { keys[Int(order[$0])] < keyBound }
            var chosen = Int(order[last &- 1])
            var candidate = last &- 1
            while candidate >= first {
                let x = Int(order[candidate])
                if keys[x] == origins[x] {
                    chosen = x
                    break
                }
                candidate &-= 1
            }
            kept[chosen] = true
            positionBound = Int32(truncatingIfNeeded: chosen)
            keyBound = keys[chosen]
        }
    }

    /// The first index in `start..<end` for which `isAfter` holds (it must be monotone).
    @inlinable
    internal static func partition(_ start: Int, _ end: Int, _ isAfter: (Int) -> Bool) -> Int {
        var low = start
        var high = end
        while low < high {
            let middle = (low &+ high) &>> 1
            if isAfter(middle) { high = middle } else { low = middle &+ 1 }
        }
        return low
    }
}
