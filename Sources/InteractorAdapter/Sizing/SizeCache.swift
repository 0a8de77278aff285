import StagedDiff

/// Measured heights by item identity, never by index: an entry holds the item's identity,
/// what its height depends on (its `sizeHash`, or else the item itself, compared by content)
/// and up to two widths with their heights, in one `SizingEnvironment`'s text size and
/// epoch. So a move or an insert above keeps every height, a content change that keeps the
/// `sizeHash` keeps it too, turning back to the previous width measures nothing, and memory
/// stays one entry per live identity.
struct SizeCache<Item: Differentiable & Sendable> {
    /// What a height was measured for: the key, besides the identity and the width.
    struct Stamp {
        /// The view state's `sizeHash`, when it has one.
        var sizeHash: Int?
        /// The item itself when there is no `sizeHash`: a content change measures again.
        var item: Item?
        var contentSizeCategory: ContentSizeCategory
        var epoch: Int

        /// What the height of `item`, showing `viewState`, depends on in `environment`.
        init(_ item: Item, viewState: Any, environment: SizingEnvironment) {
            sizeHash = (viewState as? any SizeHashable)?.sizeHash
            self.item = sizeHash == nil ? item : nil
            contentSizeCategory = environment.contentSizeCategory
            epoch = environment.epoch
        }

        /// Whether `self` and `other` give a row the same height at a width.
        func matches(_ other: Stamp) -> Bool {
            guard contentSizeCategory == other.contentSizeCategory, epoch == other.epoch,
                sizeHash == other.sizeHash
            else { return false }
            if sizeHash != nil { return true }
            guard let item, let otherItem = other.item else { return false }
            return item.isContentEqual(to: otherItem)
        }
    }

    /// One identity's heights: the newest width first.
    struct Entry {
        var stamp: Stamp
        var newest: (width: Double, height: Double)
        var previous: (width: Double, height: Double)?

        func height(atWidth width: Double) -> Double? {
            if newest.width == width { return newest.height }
            if let previous, previous.width == width { return previous.height }
            return nil
        }
    }

    private(set) var entries: [Item.DifferenceIdentifier: Entry] = [:]

    /// The number of identities with heights.
    var count: Int { entries.count }

    /// The height measured for an item of `identity` with `stamp` at `width`, if any.
    func height(of identity: Item.DifferenceIdentifier, _ stamp: Stamp, width: Double) -> Double? {
        guard let entry = entries[identity], entry.stamp.matches(stamp) else { return nil }
        return entry.height(atWidth: width)
    }

    /// The height last measured for `identity`, whatever its content or width: an estimate.
    func lastHeight(of identity: Item.DifferenceIdentifier) -> Double? {
        entries[identity]?.newest.height
    }

    /// Records `height` for `identity` with `stamp` at `width`; heights for another stamp
    /// are replaced, and of two earlier widths only the newest stays.
    mutating func store(_ height: Double, for identity: Item.DifferenceIdentifier, _ stamp: Stamp, width: Double) {
        let measured = (width: width, height: height)
        guard var entry = entries[identity], entry.stamp.matches(stamp) else {
            entries[identity] = Entry(stamp: stamp, newest: measured, previous: nil)
            return
        }
        if entry.newest.width != width { entry.previous = entry.newest }
        entry.newest = measured
        entry.stamp = stamp
        entries[identity] = entry
    }

    /// Forgets the heights of `identities` (items deleted by a batch).
    mutating func evict(_ identities: some Sequence<Item.DifferenceIdentifier>) {
        for identity in identities { entries.removeValue(forKey: identity) }
    }

    /// Forgets every height.
    mutating func removeAll() {
        entries = [:]
    }
}
