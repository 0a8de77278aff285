import StagedDiff

/// Measured heights by item identity, never by index: an entry holds the item's identity,
/// what its height depends on (its `sizeHash`, or else the item itself, compared by content)
/// and up to two widths with their heights, in one `SizingEnvironment`'s text size and
/// epoch. So a move or an insert above keeps every height, a content change that keeps the
/// `sizeHash` keeps it too, turning back to the previous width measures nothing, and memory
/// stays one entry per live identity.
@usableFromInline
struct SizeCache<Item: Differentiable & Sendable> {
    /// What a height was measured for: the key, besides the identity and the width.
    @usableFromInline
    struct Stamp {
        /// The view state's `sizeHash`, when it has one.
        @usableFromInline
        var sizeHash: Int?
        /// The item itself when there is no `sizeHash`: a content change measures again.
        @usableFromInline
        var item: Item?
        @usableFromInline
        var contentSizeCategory: ContentSizeCategory
        @usableFromInline
        var epoch: Int

        /// What the height of `item`, showing `viewState`, depends on in `environment`.
        @inlinable
        init(_ item: Item, viewState: Any, environment: SizingEnvironment) {
            self.init(item, sizeHash: (viewState as? any SizeHashable)?.sizeHash, environment: environment)
        }

        /// The same, with the view state's `sizeHash` (nil: its type has none) already read.
        @inlinable
        init(_ item: Item, sizeHash: Int?, environment: SizingEnvironment) {
            self.sizeHash = sizeHash
            self.item = sizeHash == nil ? item : nil
            contentSizeCategory = environment.contentSizeCategory
            epoch = environment.epoch
        }

        /// Whether `self` and `other` give a row the same height at a width.
        @inlinable
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
    @usableFromInline
    struct Entry {
        @usableFromInline
        var stamp: Stamp
        @usableFromInline
        var newest: (width: Double, height: Double)
        @usableFromInline
        var previous: (width: Double, height: Double)?

        @inlinable
        init(stamp: Stamp, newest: (width: Double, height: Double), previous: (width: Double, height: Double)?) {
            self.stamp = stamp
            self.newest = newest
            self.previous = previous
        }

        @inlinable
        func height(atWidth width: Double) -> Double? {
            if newest.width == width { return newest.height }
            if let previous, previous.width == width { return previous.height }
            return nil
        }
    }

    @usableFromInline
    var entries: [Item.DifferenceIdentifier: Entry] = [:]

    @inlinable
    init() {}

    /// The number of identities with heights.
    @inlinable
    var count: Int { entries.count }

    /// The height measured for an item of `identity` with `stamp` at `width`, if any.
    @inlinable
    func height(of identity: Item.DifferenceIdentifier, _ stamp: Stamp, width: Double) -> Double? {
        guard let entry = entries[identity], entry.stamp.matches(stamp) else { return nil }
        return entry.height(atWidth: width)
    }

    /// Where an identity's entry is, as `lookUp` found it, for the store that follows.
    @usableFromInline
    enum Slot {
        case absent
        /// An entry measured for another stamp.
        case other(Dictionary<Item.DifferenceIdentifier, Entry>.Index)
        /// An entry for the same stamp, at other widths.
        case matching(Dictionary<Item.DifferenceIdentifier, Entry>.Index)
    }

    /// `height(of:_:width:)`, and where the entry is, so that storing the height measured
    /// after a miss hashes the identity no more (unspecialised generic dictionary work is
    /// most of a measured row's cost).
    @inlinable
    func lookUp(_ identity: Item.DifferenceIdentifier, _ stamp: Stamp, width: Double) -> (height: Double?, slot: Slot) {
        guard let index = entries.index(forKey: identity) else { return (nil, .absent) }
        let entry = entries.values[index]
        guard entry.stamp.matches(stamp) else { return (nil, .other(index)) }
        return (entry.height(atWidth: width), .matching(index))
    }

    /// `store(_:for:_:width:)` into the slot `lookUp` found; nothing may change the cache
    /// in between.
    @inlinable
    mutating func store(
        _ height: Double, for identity: Item.DifferenceIdentifier, _ stamp: Stamp, width: Double, in slot: Slot
    ) {
        let measured = (width: width, height: height)
        switch slot {
        case .absent:
            entries[identity] = Entry(stamp: stamp, newest: measured, previous: nil)
        case .other(let index):
            entries.values[index] = Entry(stamp: stamp, newest: measured, previous: nil)
        case .matching(let index):
            if entries.values[index].newest.width != width {
                entries.values[index].previous = entries.values[index].newest
            }
            entries.values[index].newest = measured
            entries.values[index].stamp = stamp
        }
    }

    /// The height last measured for `identity`, whatever its content or width: an estimate.
    @inlinable
    func lastHeight(of identity: Item.DifferenceIdentifier) -> Double? {
        entries[identity]?.newest.height
    }

    /// Records `height` for `identity` with `stamp` at `width`; heights for another stamp
    /// are replaced, and of two earlier widths only the newest stays.
    @inlinable
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
    @inlinable
    mutating func evict(_ identities: some Sequence<Item.DifferenceIdentifier>) {
        for identity in identities { entries.removeValue(forKey: identity) }
    }

    /// Forgets every height.
    @inlinable
    mutating func removeAll() {
        entries = [:]
    }
}
