extension SectionedDiffer {
    /// Stage 3: element deletes, inserts and moves on the layout, whose sections neither
    /// change nor move in this stage. Afterwards every surviving section holds its target
    /// elements and every late-deleted section only its unmatched ones.
    @inlinable
    internal func elementStage(_ layout: SectionLayout) -> Changeset<C>? {
        var elementDeleted: [ElementPath] = []
        var elementInserted: [ElementPath] = []
        var data = C()
        data.reserveCapacity(layout.slots.count)
        for (position, slot) in layout.slots.enumerated() {
            switch slot {
            case let .matched(source, target):
                let sourceOffset = sourceStart[source]
                sourceMatch.withUnsafeBufferPointer { sourceMatch in
                    for index in sourceOffset..<sourceStart[source &+ 1] where sourceMatch[index] < 0 {
                        elementDeleted.append(ElementPath(element: index &- sourceOffset, section: position))
                    }
                }
                let targetOffset = targetStart[target]
                targetMatch.withUnsafeBufferPointer { targetMatch in
                    for index in targetOffset..<targetStart[target &+ 1] where targetMatch[index] < 0 {
                        elementInserted.append(ElementPath(element: index &- targetOffset, section: position))
                    }
                }
                data.append(targetSections[target])
            case let .inserted(target):
                data.append(targetSections[target])
            case let .lateDeleted(source):
                data.append(unmatchedElementsOnly(of: source))
            }
        }
        let elementMoved = moves(layout)
        guard !elementDeleted.isEmpty || !elementInserted.isEmpty || !elementMoved.isEmpty else { return nil }
        return Changeset(
            data: data, elementDeleted: elementDeleted, elementInserted: elementInserted, elementMoved: elementMoved
        )
    }

    /// Every matched element not kept in place, from its layout path before to after.
    @inlinable
    internal func moves(_ layout: SectionLayout) -> [(source: ElementPath, target: ElementPath)] {
        var moved: [(source: ElementPath, target: ElementPath)] = []
        targetMatch.withUnsafeBufferPointer { targetMatch in
            keptElement.withUnsafeBufferPointer { keptElement in
                for target in targetSections.indices {
                    let start = targetStart[target]
                    for index in start..<targetStart[target &+ 1] {
                        let match = Int(targetMatch[index])
                        guard match >= 0, !keptElement[match] else { continue }
                        let section = sourceSection(of: match)
                        moved.append(
                            (
                                source: ElementPath(
                                    element: match &- sourceStart[section], section: layout.positionOfSource[section]),
                                target: ElementPath(element: index &- start, section: layout.positionOfTarget[target])
                            ))
                    }
                }
            }
        }
        return moved
    }

    /// A late-deleted source section holding only the elements that match nothing.
    @inlinable
    internal func unmatchedElementsOnly(of source: Int) -> Section {
        var elements = ContiguousArray<Element>()
        var index = sourceStart[source]
        for element in sourceSections[source].elements {
            if sourceMatch[index] < 0 { elements.append(element) }
            index &+= 1
        }
        return Section(source: afterUpdates[source], elements: elements)
    }
}
