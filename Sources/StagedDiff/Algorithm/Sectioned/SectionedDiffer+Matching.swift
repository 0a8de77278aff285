extension SectionedDiffer {
    /// Matches sections by identifier (n-th occurrence with n-th occurrence).
    @inlinable
    internal mutating func matchSections() {
        sectionTarget = ContiguousArray(repeating: -1, count: sourceSections.count)
        sectionSource = ContiguousArray(repeating: -1, count: targetSections.count)
        guard !sourceSections.isEmpty else { return }
        var table = IdentifierTable(capacity: sourceSections.count)
        defer { table.deallocate() }
        for index in sourceSections.indices.reversed() {
            let identifier = sourceSections[index].differenceIdentifier
            table.insert(hash: identifier.hashValue, position: index) {
                sourceSections[$0].differenceIdentifier == identifier
            }
        }
        for index in targetSections.indices {
            let identifier = targetSections[index].differenceIdentifier
            let match = table.take(hash: identifier.hashValue) {
                sourceSections[$0].differenceIdentifier == identifier
            }
            if match >= 0 {
                sectionTarget[match] = index
                sectionSource[index] = match
            }
        }
    }

    /// Copies the source elements into one contiguous array, so that the table can compare
    /// identifiers by flat position.
    @inlinable
    internal mutating func flattenSource() {
        sourceStart.reserveCapacity(sourceSections.count &+ 1)
        flatSource.reserveCapacity(sourceSections.reduce(0) { $0 &+ $1.elements.count })
        for section in sourceSections {
            sourceStart.append(flatSource.count)
            flatSource.append(contentsOf: section.elements)
        }
        sourceStart.append(flatSource.count)
    }

    /// The source section holding flat source position `flat` (a binary search: only the
    /// few updated and moved elements ask).
    @inlinable
    internal func sourceSection(of flat: Int) -> Int {
        // The last section starting at or before `flat` (empty sections start where the next does).
        var low = 0
        var high = sourceSections.count
        while low < high {
            let middle = (low &+ high) &>> 1
            if sourceStart[middle] <= flat { low = middle &+ 1 } else { high = middle }
        }
        return low &- 1
    }

    /// Matches elements across all sections by identifier, and notes matched elements whose
    /// content changed.
    @inlinable
    internal mutating func matchElements() {
        sourceMatch = ContiguousArray(repeating: -1, count: flatSource.count)
        targetStart.reserveCapacity(targetSections.count &+ 1)
        var targetCount = 0
        for section in targetSections {
            targetStart.append(targetCount)
            targetCount &+= section.elements.count
        }
        targetStart.append(targetCount)
        var table = IdentifierTable(capacity: flatSource.count)
        defer { table.deallocate() }
        // Hashing first, probing after (see FlatDiffer.matchByIdentifier()).
        let hashes = UnsafeMutablePointer<Int>.allocate(capacity: max(flatSource.count, targetCount))
        defer { hashes.deallocate() }
        flatSource.withUnsafeBufferPointer { flat in
            for index in flat.indices { hashes[index] = flat[index].differenceIdentifier.hashValue }
            for index in flat.indices.reversed() {
                table.insert(hash: hashes[index], position: index) {
                    flat[$0].differenceIdentifier == flat[index].differenceIdentifier
                }
            }
        }
        var next = 0
        for section in targetSections {
            for element in section.elements {
                hashes[next] = element.differenceIdentifier.hashValue
                next &+= 1
            }
        }
        // Every target position is written below: no need to fill the array first.
        targetMatch = ContiguousArray(unsafeUninitializedCapacity: targetCount) { targetMatch, initialized in
            flatSource.withUnsafeBufferPointer { flat in
                sourceMatch.withUnsafeMutableBufferPointer { sourceMatch in
                    var index = 0
                    for section in targetSections {
                        for element in section.elements {
                            let match = table.take(hash: hashes[index]) {
                                flat[$0].differenceIdentifier == element.differenceIdentifier
                            }
                            (targetMatch.baseAddress.unsafelyUnwrapped + index).initialize(
                                to: Int32(truncatingIfNeeded: match))
                            if match >= 0 {
                                sourceMatch[match] = Int32(truncatingIfNeeded: index)
                                if !element.isContentEqual(to: flat[match]) {
                                    changedElements.append((source: match, element: element))
                                }
                            }
                            index &+= 1
                        }
                    }
                }
            }
            initialized = targetCount
        }
        changedElements.sort { $0.source < $1.source }
    }

    /// Source sections that are deleted but hold elements matched elsewhere: they must stay
    /// until those elements have moved out, so they are deleted in a stage of their own.
    @inlinable
    internal func sectionsLosingMatchedElements() -> ContiguousArray<Bool> {
        var result = ContiguousArray(repeating: false, count: sourceSections.count)
        for section in sourceSections.indices where sectionTarget[section] < 0 {
            result[section] = sourceMatch[sourceStart[section]..<sourceStart[section &+ 1]].contains { $0 >= 0 }
        }
        return result
    }
}
