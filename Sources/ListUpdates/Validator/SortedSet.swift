import BinarySearch
import Foundation
import StagedDiff

/// A set kept as an ascending array without repeats.
///
/// The batch checks hold a handful of indexes per batch and build their sets anew each
/// time: sorting a few integers (or finding them sorted already, as a differ emits them)
/// and searching them by halves costs far less than allocating a hash table and hashing
/// every element.
package struct SortedSet<Element: Comparable> {
    /// The elements in ascending order, without repeats.
    package let elements: [Element]

    package init() {
        elements = []
    }

    private init(ascending elements: [Element]) {
        self.elements = elements
    }

    /// The set of `unsorted`'s elements; repeats collapse.
    package init(_ unsorted: [Element]) {
        guard !Self.isStrictlyAscending(unsorted) else {
            elements = unsorted
            return
        }
        var sorted = unsorted
        sorted.sort()
        var kept = 1
        for index in sorted.indices.dropFirst() where sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        elements = sorted
    }

    package var count: Int { elements.count }

    package var isEmpty: Bool { elements.isEmpty }

    package func contains(_ element: Element) -> Bool {
        let index = countBelow(element)
        return index < elements.count && elements[index] == element
    }

    /// How many elements are less than `value`: also the index of `value` when it is in the set.
    package func countBelow(_ value: Element) -> Int {
        elements.partitioningIndex { !($0 < value) }
    }

    /// How many elements are less than or equal to `value`.
    package func countNotAbove(_ value: Element) -> Int {
        elements.partitioningIndex { value < $0 }
    }

    /// The elements of both sets, merged in one pass.
    package func union(_ other: SortedSet) -> SortedSet {
        if other.isEmpty { return self }
        if isEmpty { return other }
        var merged: [Element] = []
        merged.reserveCapacity(count + other.count)
        var mine = 0
        var theirs = 0
        while mine < count, theirs < other.count {
            let (left, right) = (elements[mine], other.elements[theirs])
            if left < right {
                merged.append(left)
                mine += 1
            } else {
                merged.append(right)
                theirs += 1
                if !(right < left) { mine += 1 }
            }
        }
        // Loops rather than appending the slices: `append(contentsOf:)` copies through a
        // generic sequence path, which costs more than the few elements left.
        while mine < count {
            merged.append(elements[mine])
            mine += 1
        }
        while theirs < other.count {
            merged.append(other.elements[theirs])
            theirs += 1
        }
        return SortedSet(ascending: merged)
    }

    /// The `rank`-th (from 0) integer that is not among `key` of the elements at `range`,
    /// whose keys are ascending and distinct, in O(log n): it is `rank` plus the number of
    /// taken keys `t` with at most `rank` free integers below them (`taken[k] - k <= rank`,
    /// which grows with `k`). A slot past `Int.max` is `Int.max`: no index reaches it (an
    /// index is below a count), as with a reload of row `Int.max - 1` of a section with
    /// `Int.max` rows, two of them inserted, which a batch file may give.
    package func freeSlot(_ rank: Int, among range: Range<Int>, key: (Element) -> Int) -> Int {
        let taken = range.partitioningIndex { key(elements[$0]) - ($0 - range.lowerBound) > rank }
        let (slot, overflow) = rank.addingReportingOverflow(taken - range.lowerBound)
        return overflow ? .max : slot
    }

    private static func isStrictlyAscending(_ elements: [Element]) -> Bool {
        for index in elements.indices.dropFirst() where !(elements[index - 1] < elements[index]) {
            return false
        }
        return true
    }
}

extension SortedSet where Element == Int {
    /// The `rank`-th (from 0) integer that is not in the set.
    package func freeSlot(_ rank: Int) -> Int {
        freeSlot(rank, among: elements.indices) { $0 }
    }
}
