extension FlatDiffer {
    /// Unmatched source elements are deletes; matched ones whose content differs are updates.
    @inlinable
    internal mutating func collectDeletesAndUpdates() {
        let matched = target.count &- inserted.count
        deleted.reserveCapacity(source.count &- matched)
        for index in 0..<source.count {
            let match = Int(sourceMatch[index])
            if match < 0 {
                deleted.append(ElementPath(element: index, section: 0))
            } else if !target[match].isContentEqual(to: source[index]) {
                updated.append(ElementPath(element: index, section: 0))
            }
        }
    }

    /// Moves every matched element outside a longest increasing run of target positions.
    /// The common prefix always belongs to such a run, so only the rest is examined.
    @inlinable
    internal mutating func collectMoves() {
        guard !isOrdered else { return }
        let matched = target.count &- inserted.count &- prefix
        let scratch = UnsafeMutableBufferPointer<Int32>.allocate(capacity: matched &* 2)
        defer { scratch.deallocate() }
        let kept = UnsafeMutableBufferPointer<Bool>.allocate(capacity: matched)
        defer { kept.deallocate() }
        let keys = UnsafeMutableBufferPointer(rebasing: scratch[..<matched])
        let origins = UnsafeMutableBufferPointer(rebasing: scratch[matched...])
        var next = 0
        for index in prefix..<source.count where sourceMatch[index] >= 0 {
            keys[next] = sourceMatch[index]
            origins[next] = Int32(truncatingIfNeeded: index)
            next &+= 1
        }
        LongestIncreasingSubsequence.select(
            keys: UnsafeBufferPointer(keys), origins: UnsafeBufferPointer(origins), kept: kept)
        var keptCount = 0
        for isKept in kept where isKept { keptCount &+= 1 }
        moved = Array(unsafeUninitializedCapacity: matched &- keptCount) { moves, initialized in
            for x in 0..<matched where !kept[x] {
                (moves.baseAddress.unsafelyUnwrapped + initialized).initialize(
                    to: (
                        source: ElementPath(element: Int(origins[x]), section: 0),
                        target: ElementPath(element: Int(keys[x]), section: 0)
                    ))
                initialized &+= 1
            }
        }
    }

    /// An update stage (if any) on the source order, then one stage with every delete,
    /// insert and move, whose data is the target.
    @inlinable
    internal func stages(sourceData: C, targetData: C) -> ContiguousArray<Changeset<C>> {
        var stages = ContiguousArray<Changeset<C>>()
        if !updated.isEmpty {
            stages.append(Changeset(data: sourceWithUpdates(), elementUpdated: updated))
        }
        if !deleted.isEmpty || !inserted.isEmpty || !moved.isEmpty {
            stages.append(
                Changeset(
                    data: targetData, elementDeleted: deleted, elementInserted: inserted, elementMoved: moved
                ))
        }
        if !stages.isEmpty { stages[stages.count &- 1].data = targetData }
        return stages
    }

    /// The source order with every updated element replaced by its target version.
    @inlinable
    internal func sourceWithUpdates() -> C {
        var data = C()
        data.reserveCapacity(source.count)
        var runStart = 0
        for path in updated {
            data.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<path.element]))
            data.append(target[Int(sourceMatch[path.element])])
            runStart = path.element &+ 1
        }
        data.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        return data
    }
}
