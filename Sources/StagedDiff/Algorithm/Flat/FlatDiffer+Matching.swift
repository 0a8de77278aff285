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
        let table = IdentifierTable(capacity: source.count)
        defer { table.deallocate() }
        for index in prefix..<source.count {
            table.insert(hash: source[index].differenceIdentifier.hashValue, position: index)
        }
        var lastMatch = -1
        for index in prefix..<target.count {
            let identifier = target[index].differenceIdentifier
            let match = table.take(hash: identifier.hashValue) { source[$0].differenceIdentifier == identifier }
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
