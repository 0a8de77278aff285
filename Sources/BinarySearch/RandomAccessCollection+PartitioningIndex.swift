extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `belongsInSecondPartition`, given that every
    /// element after it does too (binary search, O(log n)); `endIndex` when none does.
    ///
    /// The one binary search of the list, its batch checks and the test scheduler: over an
    /// array, a slice, or a `Range<Int>` when the predicate is about indexes.
    ///
    /// ```swift
    /// [1, 3, 3, 7].partitioningIndex { $0 >= 3 }   // 1
    /// (0..<100).partitioningIndex { $0 * $0 > 50 } // 8
    /// ```
    @inlinable
    package func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if belongsInSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
