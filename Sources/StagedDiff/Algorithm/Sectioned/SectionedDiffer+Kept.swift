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
        keptElement = ContiguousArray(repeating: false, count: sourceCount)
        var largest = 0
        for section in sourceSections.indices {
            largest = max(largest, sourceStart[section &+ 1] &- sourceStart[section])
        }
        let scratch = UnsafeMutableBufferPointer<Int32>.allocate(capacity: largest &* 2)
        defer { scratch.deallocate() }
        let kept = UnsafeMutableBufferPointer<Bool>.allocate(capacity: largest)
        defer { kept.deallocate() }
        let sourceMatch = self.sourceMatch
        keptElement.withUnsafeMutableBufferPointer { keptElement in
            sourceMatch.withUnsafeBufferPointer { sourceMatch in
                for section in sourceSections.indices where sectionTarget[section] >= 0 {
                    let target = sectionTarget[section]
                    let lower = targetStart[target]
                    let upper = targetStart[target &+ 1]
                    let start = sourceStart[section]
                    var count = 0
                    for index in start..<sourceStart[section &+ 1] {
                        let match = Int(sourceMatch[index])
                        guard match >= lower && match < upper else { continue }
                        scratch[count] = Int32(truncatingIfNeeded: match &- lower)
                        scratch[largest &+ count] = Int32(truncatingIfNeeded: index &- start)
                        count &+= 1
                    }
                    let keys = UnsafeBufferPointer(rebasing: scratch[..<count])
                    let origins = UnsafeBufferPointer(rebasing: scratch[largest..<(largest &+ count)])
                    let keptHere = UnsafeMutableBufferPointer(rebasing: kept[..<count])
                    Self.selectKept(keys: keys, origins: origins, kept: keptHere)
                    for x in 0..<count where keptHere[x] {
                        keptElement[start &+ Int(origins[x])] = true
                    }
                }
            }
        }
    }

    /// All kept when the keys already increase; otherwise a longest increasing subsequence.
    @inlinable
    internal static func selectKept(
        keys: UnsafeBufferPointer<Int32>, origins: UnsafeBufferPointer<Int32>, kept: UnsafeMutableBufferPointer<Bool>
    ) {
        var isIncreasing = true
        for x in keys.indices.dropFirst() where keys[x &- 1] > keys[x] {
            isIncreasing = false
            break
        }
        if isIncreasing {
            kept.update(repeating: true)
        } else {
            LongestIncreasingSubsequence.select(keys: keys, origins: origins, kept: kept)
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
