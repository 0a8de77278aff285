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

    /// Notes where each source section starts in flat source order (plus the end). The
    /// elements stay in their sections: no flat copy is made.
    @inlinable
    internal mutating func indexSource() {
        sourceStart.reserveCapacity(sourceSections.count &+ 1)
        var count = 0
        for section in sourceSections {
            sourceStart.append(count)
            count &+= section.elements.count
        }
        sourceStart.append(count)
    }

    /// The number of source elements, across all sections.
    @inlinable
    internal var sourceCount: Int { sourceStart.last ?? 0 }

    /// The source section holding flat source position `flat` (a binary search: only the
    /// few updated and moved elements ask).
    @inlinable
    internal func sourceSection(of flat: Int) -> Int {
        Self.section(of: flat, starts: sourceStart)
    }

    /// The last section starting at or before `flat` (empty sections start where the next does).
    @inlinable
    internal static func section(of flat: Int, starts: ContiguousArray<Int>) -> Int {
        var low = 0
        var high = starts.count &- 1
        while low < high {
            let middle = (low &+ high) &>> 1
            if starts[middle] <= flat { low = middle &+ 1 } else { high = middle }
        }
        return low &- 1
    }

    /// The source element at flat position `flat`, looked up through its section: for the
    /// rare positions outside the section a loop holds in a buffer.
    @inlinable
    internal static func element(
        at flat: Int, in sections: ContiguousArray<Section>, starts: ContiguousArray<Int>
    )
        -> Element
    {
        let section = Self.section(of: flat, starts: starts)
        let elements = sections[section].elements
        return elements[elements.index(elements.startIndex, offsetBy: flat &- starts[section])]
    }

    /// Calls `body` with the elements of `section` in contiguous memory (a copy only when
    /// the section's collection has no contiguous storage).
    @inlinable
    internal static func withElements<R>(of section: Section, _ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        if let result = section.elements.withContiguousStorageIfAvailable(body) { return result }
        return ContiguousArray(section.elements).withUnsafeBufferPointer(body)
    }

    /// Matches elements across all sections by identifier, and notes matched elements whose
    /// content changed.
    @inlinable
    internal mutating func matchElements() {
        targetStart.reserveCapacity(targetSections.count &+ 1)
        var targetCount = 0
        for section in targetSections {
            targetStart.append(targetCount)
            targetCount &+= section.elements.count
        }
        targetStart.append(targetCount)
        var table = IdentifierTable(capacity: sourceCount)
        defer { table.deallocate() }
        // Hashing first, probing after (see FlatDiffer.matchByIdentifier()).
        let hashes = UnsafeMutablePointer<Int>.allocate(capacity: max(sourceCount, targetCount))
        defer { hashes.deallocate() }
        // Marked unmatched while hashing: no separate pass to fill the array.
        sourceMatch = ContiguousArray(unsafeUninitializedCapacity: sourceCount) { sourceMatch, initialized in
            insertSource(into: &table, hashes: hashes, unmatched: sourceMatch.baseAddress.unsafelyUnwrapped)
            initialized = sourceCount
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
            let targetMatch = targetMatch.baseAddress.unsafelyUnwrapped
            for target in targetSections.indices {
                let source = sectionSource[target]
                Self.withElements(of: targetSections[target]) { elements in
                    guard source >= 0 else {
                        matchTargets(elements, from: targetStart[target], in: table, hashes: hashes, into: targetMatch)
                        return
                    }
                    // The matched source section holds almost every match: its buffer answers
                    // those, a lookup through the sections the others.
                    Self.withElements(of: sourceSections[source]) { sources in
                        matchTargets(
                            elements, from: targetStart[target], in: table, hashes: hashes, into: targetMatch,
                            near: sources, at: sourceStart[source])
                    }
                }
            }
            initialized = targetCount
        }
        changedElements.sort { $0.source < $1.source }
    }

    /// Hashes every source element into `hashes` (by flat position) and initializes its
    /// entry in `unmatched` to -1, then inserts them into `table` back to front, section by
    /// section from each section's own buffer.
    @inlinable
    internal func insertSource(
        into table: inout IdentifierTable, hashes: UnsafeMutablePointer<Int>, unmatched: UnsafeMutablePointer<Int32>
    ) {
        for section in sourceSections.indices {
            Self.withElements(of: sourceSections[section]) { elements in
                let start = sourceStart[section]
                for offset in elements.indices {
                    hashes[start &+ offset] = elements[offset].differenceIdentifier.hashValue
                    (unmatched + (start &+ offset)).initialize(to: -1)
                }
            }
        }
        let sections = sourceSections
        let starts = sourceStart
        for section in sections.indices.reversed() {
            Self.withElements(of: sections[section]) { elements in
                let start = starts[section]
                for offset in elements.indices.reversed() {
                    let position = start &+ offset
                    // Earlier-inserted positions are later ones: in this section or a following one.
                    table.insert(hash: hashes[position], position: position) { head in
                        let local = head &- start
                        let identifier =
                            local < elements.count
                            ? elements[local].differenceIdentifier
                            : Self.element(at: head, in: sections, starts: starts).differenceIdentifier
                        return identifier == elements[offset].differenceIdentifier
                    }
                }
            }
        }
    }

    /// Matches the target elements `elements` (starting at flat target position `start`),
    /// taking source positions out of `table`. Source positions inside `near` (the matched
    /// source section, starting at flat source position `nearStart`) are read from it, others
    /// through the sections.
    @inlinable
    internal mutating func matchTargets(
        _ elements: UnsafeBufferPointer<Element>, from start: Int, in table: IdentifierTable,
        hashes: UnsafeMutablePointer<Int>, into targetMatch: UnsafeMutablePointer<Int32>,
        near: UnsafeBufferPointer<Element> = UnsafeBufferPointer(start: nil, count: 0), at nearStart: Int = 0
    ) {
        let sections = sourceSections
        let starts = sourceStart
        let nearCount = UInt(bitPattern: near.count)
        sourceMatch.withUnsafeMutableBufferPointer { sourceMatch in
            for offset in elements.indices {
                let element = elements[offset]
                let index = start &+ offset
                let match = table.take(hash: hashes[index]) { position in
                    let local = position &- nearStart
                    let source =
                        UInt(bitPattern: local) < nearCount
                        ? near[local] : Self.element(at: position, in: sections, starts: starts)
                    return source.differenceIdentifier == element.differenceIdentifier
                }
                targetMatch[index] = Int32(truncatingIfNeeded: match)
                guard match >= 0 else { continue }
                sourceMatch[match] = Int32(truncatingIfNeeded: index)
                let local = match &- nearStart
                let source =
                    UInt(bitPattern: local) < nearCount
                    ? near[local] : Self.element(at: match, in: sections, starts: starts)
                if !element.isContentEqual(to: source) {
                    changedElements.append((source: match, element: element))
                }
            }
        }
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
