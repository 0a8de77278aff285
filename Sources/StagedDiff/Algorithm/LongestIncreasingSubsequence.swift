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
/// from a contiguous stretch of that level's chain.
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
        let scratch = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count &* 2)
        defer { scratch.deallocate() }
        let previousInLevel = UnsafeMutableBufferPointer(rebasing: scratch[..<count])
        let lastInLevel = UnsafeMutableBufferPointer(rebasing: scratch[count...])
        let length = assignLevels(keys: keys, previousInLevel: previousInLevel, lastInLevel: lastInLevel)
        pickChain(
            keys: keys, origins: origins, previousInLevel: UnsafeBufferPointer(previousInLevel),
            lastInLevel: UnsafeBufferPointer(lastInLevel), length: length, kept: kept
        )
    }

    /// Patience sorting: each element's level is the length of the longest increasing run
    /// ending at it. The elements of each level are chained from the last one
    /// (`lastInLevel[level - 1]`) back through `previousInLevel` (-1 ends a chain), so that
    /// choosing the subsequence needs no sort by level. Returns the longest length.
    @usableFromInline
    internal static func assignLevels(
        keys: UnsafeBufferPointer<Int32>,
        previousInLevel: UnsafeMutableBufferPointer<Int32>,
        lastInLevel: UnsafeMutableBufferPointer<Int32>
    ) -> Int {
        let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: keys.count)
        defer { tails.deallocate() }
        var length = 0
        for x in 0..<keys.count {
            let key = keys[x]
            var low = length
            if length > 0 && key < tails[length &- 1] {
                low = 0
                var high = length &- 1
                while low < high {
                    let middle = (low &+ high) &>> 1
                    if tails[middle] < key { low = middle &+ 1 } else { high = middle }
                }
            }
            if low == length {
                length &+= 1
                previousInLevel[x] = -1
            } else {
                previousInLevel[x] = lastInLevel[low]
            }
            tails[low] = key
            lastInLevel[low] = Int32(truncatingIfNeeded: x)
        }
        return length
    }

    /// Walks from the longest level down, choosing at each level an element before and
    /// below the one chosen above it — the latest such, or a fixed point when the level
    /// offers one. Along a level's chain (latest first) positions fall and keys rise, so the
    /// elements after the one above are skipped and the valid ones come next.
    @usableFromInline
    internal static func pickChain(
        keys: UnsafeBufferPointer<Int32>,
        origins: UnsafeBufferPointer<Int32>,
        previousInLevel: UnsafeBufferPointer<Int32>,
        lastInLevel: UnsafeBufferPointer<Int32>,
        length: Int,
        kept: UnsafeMutableBufferPointer<Bool>
    ) {
        var positionBound = Int32.max
        var keyBound = Int32.max
        for level in stride(from: length &- 1, through: 0, by: -1) {
            var candidate = lastInLevel[level]
            while candidate >= positionBound { candidate = previousInLevel[Int(candidate)] }
            // The latest element before the one above is below it too (patience sorting).
            var chosen = Int(candidate)
            while candidate >= 0 && keys[Int(candidate)] < keyBound {
                let x = Int(candidate)
                if keys[x] == origins[x] {
                    chosen = x
                    break
                }
                candidate = previousInLevel[x]
            }
            kept[chosen] = true
            positionBound = Int32(truncatingIfNeeded: chosen)
            keyBound = keys[chosen]
        }
    }
}
