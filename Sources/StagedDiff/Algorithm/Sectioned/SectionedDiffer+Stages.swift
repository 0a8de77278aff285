extension SectionedDiffer {
    /// Stage 1: section reloads and element updates, on the source layout. Elements inside a
    /// reloaded section are not listed (the reload refreshes them) but their data is new.
    @inlinable
    internal mutating func updateStage() -> Changeset<C>? {
        var sectionUpdated: [Int] = []
        var isReloaded = ContiguousArray(repeating: false, count: sourceSections.count)
        for source in sourceSections.indices where sectionTarget[source] >= 0 {
            if !targetSections[sectionTarget[source]].isContentEqual(to: sourceSections[source]) {
                sectionUpdated.append(source)
                isReloaded[source] = true
            }
        }
        var elementUpdated: [ElementPath] = []
        for change in changedElements {
            let section = sourceSection(of: change.source)
            if !isReloaded[section] {
                elementUpdated.append(ElementPath(element: change.source &- sourceStart[section], section: section))
            }
        }
        afterUpdates = sourceSections
        guard !sectionUpdated.isEmpty || !elementUpdated.isEmpty else { return nil }
        rebuildUpdatedSections(isReloaded: isReloaded)
        var data = C()
        data.append(contentsOf: afterUpdates)
        return Changeset(data: data, sectionUpdated: sectionUpdated, elementUpdated: elementUpdated)
    }

    /// Replaces, in `afterUpdates`, every reloaded section's own data with the target's and
    /// every changed element with its target version.
    @inlinable
    internal mutating func rebuildUpdatedSections(isReloaded: ContiguousArray<Bool>) {
        var next = 0
        for source in sourceSections.indices {
            let end = sourceStart[source &+ 1]
            let hasChanges = next < changedElements.count && changedElements[next].source < end
            guard hasChanges || isReloaded[source] else { continue }
            let model = isReloaded[source] ? targetSections[sectionTarget[source]] : sourceSections[source]
            guard hasChanges else {
                afterUpdates[source] = Section(source: model, elements: sourceSections[source].elements)
                continue
            }
            // An Array: ArraySection keeps it as it is, with no second copy (and an Array
            // section's elements are shared until the first change copies them, once).
            var elements = Array(sourceSections[source].elements)
            while next < changedElements.count && changedElements[next].source < end {
                elements[changedElements[next].source &- sourceStart[source]] = changedElements[next].element
                next &+= 1
            }
            afterUpdates[source] = Section(source: model, elements: elements)
        }
    }

    /// Stage 2: section deletes (of sections losing no element elsewhere), inserts and moves,
    /// reaching the layout. Inserted sections arrive with their new elements only.
    @inlinable
    internal func sectionStage(_ layout: SectionLayout) -> Changeset<C>? {
        var sectionInserted: [Int] = []
        var sectionMoved: [(source: Int, target: Int)] = []
        var data = C()
        data.reserveCapacity(layout.slots.count)
        for (position, slot) in layout.slots.enumerated() {
            switch slot {
            case let .matched(source, _):
                if !keptSection[source] { sectionMoved.append((source: source, target: position)) }
                data.append(afterUpdates[source])
            case let .lateDeleted(source):
                data.append(afterUpdates[source])
            case let .inserted(target):
                sectionInserted.append(position)
                data.append(newElementsOnly(of: target))
            }
        }
        guard !layout.earlyDeleted.isEmpty || !sectionInserted.isEmpty || !sectionMoved.isEmpty else { return nil }
        return Changeset(
            data: data, sectionDeleted: layout.earlyDeleted,
            sectionInserted: sectionInserted, sectionMoved: sectionMoved
        )
    }

    /// Target section `target` holding only its elements that match nothing in the source.
    @inlinable
    internal func newElementsOnly(of target: Int) -> Section {
        var elements = ContiguousArray<Element>()
        var index = targetStart[target]
        for element in targetSections[target].elements {
            if targetMatch[index] < 0 { elements.append(element) }
            index &+= 1
        }
        return Section(source: targetSections[target], elements: elements)
    }

    /// Stage 4: deletes the sections that waited for their elements to move out.
    @inlinable
    internal func lateSectionDeleteStage(_ layout: SectionLayout) -> Changeset<C>? {
        var sectionDeleted: [Int] = []
        for (position, slot) in layout.slots.enumerated() {
            if case .lateDeleted = slot { sectionDeleted.append(position) }
        }
        guard !sectionDeleted.isEmpty else { return nil }
        var data = C()
        data.append(contentsOf: targetSections)
        return Changeset(data: data, sectionDeleted: sectionDeleted)
    }
}
