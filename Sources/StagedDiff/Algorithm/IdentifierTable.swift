/// An open-addressing hash table from identifiers to source positions, leaner than `Set`.
///
/// The table never stores identifiers, only 32-bit slots: a source position plus as many
/// bits of the identifier's hash as fit (a *tag*), so a probe compares identifiers only when
/// the tags agree. Each identifier is hashed exactly once, by the caller.
///
/// Duplicates: each distinct identifier has one slot, holding its earliest unconsumed
/// position; later occurrences hang off it in `next` (allocated only when a duplicate shows
/// up). The source is inserted back to front, each occurrence becoming the new head, so the
/// chain runs front to back and *taking* the head matches the n-th target occurrence with
/// the n-th source occurrence. One slot per identifier keeps many equal identifiers linear
/// instead of piling them into one long probe run.
///
/// Slot layout: `0` is empty; otherwise bit 31 is "consumed", the bits above `indexBits`
/// hold the tag and the low `indexBits` hold `position + 1`.
@usableFromInline
internal struct IdentifierTable {
    @usableFromInline internal let slots: UnsafeMutablePointer<UInt32>
    @usableFromInline internal let mask: Int
    @usableFromInline internal let indexBits: UInt32
    @usableFromInline internal let indexMask: UInt32
    @usableFromInline internal let capacity: Int
    /// For a position, the next occurrence of the same identifier, or -1.
    @usableFromInline internal var next: UnsafeMutablePointer<Int32>?

    @usableFromInline internal static var consumedBit: UInt32 { 0x8000_0000 }

    /// Creates an empty table for up to `capacity` positions, at most half full.
    @inlinable
    internal init(capacity: Int) {
        precondition(capacity < 0x4000_0000, "StagedDiff: too many elements for one diff")
        var size = 8
        while size < capacity * 2 { size &<<= 1 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size &- 1
        indexBits = UInt32(truncatingIfNeeded: Int.bitWidth &- capacity.leadingZeroBitCount)
        indexMask = (1 &<< indexBits) &- 1
        self.capacity = capacity
    }

    /// Frees the memory; the owner calls it exactly once, when done. (A `~Copyable` type
    /// with a `deinit` would do this itself, but its deinit cannot be inlined into the
    /// `@inlinable` callers, which crashes the 6.3 optimiser.)
    @inlinable
    internal func deallocate() {
        slots.deallocate()
        next?.deallocate()
    }

    /// The tag bits of `hash`, already in slot position. Taken from high hash bits so they
    /// are independent of the low bits that choose the slot.
    @inlinable
    internal func tag(_ hash: Int) -> UInt32 {
        (UInt32(truncatingIfNeeded: UInt(bitPattern: hash) &>> 33) &<< indexBits) & 0x7FFF_FFFF
    }

    /// Records `position` under `hash`. Insert positions in *decreasing* order; `isSame`
    /// tells whether the identifier at an earlier-inserted position equals this one.
    @inlinable
    internal mutating func insert(hash: Int, position: Int, isSame: (Int) -> Bool) {
        let wanted = tag(hash)
        var slot = hash & mask
        while true {
            let value = slots[slot]
            if value == 0 { break }
            if value & ~indexMask == wanted {
                let head = Int(value & indexMask) &- 1
                if isSame(head) {
                    chain(position, before: head)
                    slots[slot] = wanted | UInt32(truncatingIfNeeded: position &+ 1)
                    return
                }
            }
            slot = (slot &+ 1) & mask
        }
        slots[slot] = wanted | UInt32(truncatingIfNeeded: position &+ 1)
    }

    @inlinable
    internal mutating func chain(_ position: Int, before head: Int) {
        if next == nil {
            let links = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            links.initialize(repeating: -1, count: capacity)
            next = links
        }
        next.unsafelyUnwrapped[position] = Int32(truncatingIfNeeded: head)
    }

    /// Finds the earliest unconsumed position under `hash` for which `matches` is true,
    /// consumes it and returns it; returns `-1` when there is none.
    @inlinable
    internal func take(hash: Int, where matches: (Int) -> Bool) -> Int {
        let wanted = tag(hash)
        var slot = hash & mask
        while true {
            let value = slots[slot]
            if value == 0 { return -1 }
            if value & ~indexMask == wanted {
                let position = Int(value & indexMask) &- 1
                if matches(position) {
                    let following = next.map { Int($0[position]) } ?? -1
                    slots[slot] =
                        following < 0
                        ? value | Self.consumedBit
                        : wanted | UInt32(truncatingIfNeeded: following &+ 1)
                    return position
                }
            }
            slot = (slot &+ 1) & mask
        }
    }
}
