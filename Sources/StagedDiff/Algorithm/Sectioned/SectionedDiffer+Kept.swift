extension SectionedDiffer {
    /// Matched sections outside a longest run that keeps its order are moved.
    @inlinable
    internal mutating func selectKeptSections() {
        keptSection = ContiguousArray(repeating: false, count: sourceSections.count)
        var keys = ContiguousArray<Int32>()
        var origins = ContiguousArray<Int32>()
        for section in sourceSections.indices where sectionTarget[section] >= 0 {
            keys.append(Int32(truncatingIfNeeded: sectionTarget[section]))
            origins.append(Int32(truncatingIfNeeded: section))
        }
        let kept = Self.keptFlags(keys: keys, origins: origins)
        for x in kept.indices where kept[x] { keptSection[Int(origins[x])] = true }
    }

    /// In each matched section pair, the elements that stay in the pair and lie on a longest
    /// run that keeps its order keep their place; every other matched element moves.
    @inlinable
    internal mutating func selectKeptElements() {
        keptElement = ContiguousArray(repeating: false, count: flatSource.count)
        var keys = ContiguousArray<Int32>()
        var origins = ContiguousArray<Int32>()
        for section in sourceSections.indices where sectionTarget[section] >= 0 {
            let target = sectionTarget[section]
            let targetRange = targetStart[target]..<targetStart[target &+ 1]
            keys.removeAll(keepingCapacity: true)
            origins.removeAll(keepingCapacity: true)
            for index in sourceStart[section]..<sourceStart[section &+ 1] {
                let match = Int(sourceMatch[index])
                guard targetRange.contains(match) else { continue }
                keys.append(Int32(truncatingIfNeeded: match &- targetRange.lowerBound))
                origins.append(Int32(truncatingIfNeeded: index &- sourceStart[section]))
            }
            let kept = Self.keptFlags(keys: keys, origins: origins)
            for x in kept.indices where kept[x] {
                keptElement[sourceStart[section] &+ Int(origins[x])] = true
            }
        }
    }

    /// All true when the keys already increase; otherwise a longest increasing subsequence.
    @inlinable
    internal static func keptFlags(
        keys: ContiguousArray<Int32>, origins: ContiguousArray<Int32>
    ) -> ContiguousArray<Bool> {
        var kept = ContiguousArray(repeating: true, count: keys.count)
        guard zip(keys, keys.dropFirst()).contains(where: { $0 > $1 }) else { return kept }
        keys.withUnsafeBufferPointer { keys in
            origins.withUnsafeBufferPointer { origins in
                kept.withUnsafeMutableBufferPointer { kept in
                    LongestIncreasingSubsequence.select(keys: keys, origins: origins, kept: kept)
                }
            }
        }
        return kept
    }
}
