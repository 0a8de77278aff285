import LayoutSpecs
import StagedDiff

/// The layouts of rows sized by a layout spec (`ItemSizing.layout`), keyed as the size cache
/// keys their heights: by identity, what the height depends on (`SizeCache.Stamp`) and the
/// width. One width per identity (the newest): a layout is larger than a height, and the
/// one for a width turned back to is computed again when a cell needs it.
@usableFromInline
struct LayoutCache<Item: Differentiable & Sendable> {
    /// One identity's layout and what it was computed for.
    struct Entry {
        var stamp: SizeCache<Item>.Stamp
        var width: Double
        var layout: Layout
    }

    private(set) var entries: [Item.DifferenceIdentifier: Entry] = [:]

    @usableFromInline
    init() {}

    /// The number of identities with a layout.
    var count: Int { entries.count }

    /// The layout computed for an item of `identity` with `stamp` at `width`, if any.
    func layout(of identity: Item.DifferenceIdentifier, _ stamp: SizeCache<Item>.Stamp, width: Double) -> Layout? {
        guard let entry = entries[identity], entry.width == width, entry.stamp.matches(stamp) else { return nil }
        return entry.layout
    }

    /// Records `layout` for `identity` with `stamp` at `width`, replacing any other.
    mutating func store(
        _ layout: Layout, for identity: Item.DifferenceIdentifier, _ stamp: SizeCache<Item>.Stamp, width: Double
    ) {
        entries[identity] = Entry(stamp: stamp, width: width, layout: layout)
    }

    /// Forgets the layouts of `identities` (items deleted, heights invalidated).
    @usableFromInline
    mutating func evict(_ identities: some Sequence<Item.DifferenceIdentifier>) {
        for identity in identities { entries.removeValue(forKey: identity) }
    }
}
