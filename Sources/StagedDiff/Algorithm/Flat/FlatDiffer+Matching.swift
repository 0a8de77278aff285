extension FlatDiffer {
    /// Matches the leading elements whose identifiers agree position by position.
    ///
    /// Safe under the duplicate rule: inside a common prefix every identifier has occurred
    /// equally often on both sides, so position k is the same occurrence on both.
    @inlinable
    internal mutating func matchCommonPrefix() {
        let limit = min(source.count, target.count)
        var index = 0
        while index < limit && source[index].differenceIdentifier == target[index].differenceIdentifier {
            sourceMatch[index] = Int32(truncatingIfNeeded: index)
            index &+= 1
        }
        prefix = index
    }

    /// Hashes every remaining source identifier into the table, then takes each target
    /// identifier's first unconsumed source occurrence. Unmatched target elements are inserts.
    @inlinable
    internal mutating func matchByIdentifier() {
        guard prefix < target.count else { return }
        guard prefix < source.count else {
            inserted.reserveCapacity(target.count &- prefix)
            for index in prefix..<target.count { inserted.append(ElementPath(element: index, section: 0)) }
            return
        }
        var table = IdentifierTable(capacity: source.count)
        defer { table.deallocate() }
        // Hashing first, probing after: the probe loop then has no calls in it, so the
        // processor overlaps the table's cache misses of consecutive elements.
        let hashes = UnsafeMutablePointer<Int>.allocate(capacity: max(source.count, target.count) &- prefix)
        defer { hashes.deallocate() }
        for index in prefix..<source.count {
            hashes[index &- prefix] = source[index].differenceIdentifier.hashValue
        }
        for index in (prefix..<source.count).reversed() {
            table.insert(hash: hashes[index &- prefix], position: index) {
                source[$0].differenceIdentifier == source[index].differenceIdentifier
            }
        }
        for index in prefix..<target.count {
            hashes[index &- prefix] = target[index].differenceIdentifier.hashValue
        }
        var lastMatch = -1
        for index in prefix..<target.count {
            let match = table.take(hash: hashes[index &- prefix]) {
                source[$0].differenceIdentifier == target[index].differenceIdentifier
            }
            if match < 0 {
                inserted.append(ElementPath(element: index, section: 0))
                continue
            }
            sourceMatch[match] = Int32(truncatingIfNeeded: index)
            if match < lastMatch { isOrdered = false }
            lastMatch = match
        }
    }
}
