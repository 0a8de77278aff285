/// An open-addressing hash table from identifiers to source positions, leaner than `Set`.
///
/// The table never stores identifiers, only 32-bit slots: a source position plus as many
/// bits of the identifier's hash as fit (a *tag*), so a probe compares identifiers only when
/// the tags agree. Each identifier is hashed exactly once, by the caller.
///
/// Duplicates need no special case: linear probing places equal identifiers along the same
/// probe path in insertion order, so inserting the source in order and *taking* (marking
/// consumed) the first unconsumed equal entry matches the n-th target occurrence with the
/// n-th source occurrence.
///
/// Slot layout: `0` is empty; otherwise bit 31 is "consumed", the bits above `indexBits`
/// hold the tag and the low `indexBits` hold `position + 1`.
@usableFromInline
internal struct IdentifierTable {
    @usableFromInline internal let slots: UnsafeMutablePointer<UInt32>
    @usableFromInline internal let mask: Int
    @usableFromInline internal let indexBits: UInt32
    @usableFromInline internal let indexMask: UInt32

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
    }

    /// Frees the slots; the owner calls it exactly once, when done. (A `~Copyable` type
    /// with a `deinit` would do this itself, but its deinit cannot be inlined into the
    /// `@inlinable` callers, which crashes the 6.3 optimiser.)
    @inlinable
    internal func deallocate() {
        slots.deallocate()
    }

    /// The tag bits of `hash`, already in slot position. Taken from high hash bits so they
    /// are independent of the low bits that choose the slot.
    @inlinable
    internal func tag(_ hash: Int) -> UInt32 {
        (UInt32(truncatingIfNeeded: UInt(bitPattern: hash) &>> 33) &<< indexBits) & 0x7FFF_FFFF
    }

    /// Records `position` under `hash`; equal identifiers may be inserted repeatedly.
    @inlinable
    internal func insert(hash: Int, position: Int) {
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot &+ 1) & mask }
        slots[slot] = tag(hash) | UInt32(truncatingIfNeeded: position &+ 1)
    }

    /// Finds the first unconsumed position under `hash` for which `matches` is true, marks it
    /// consumed and returns it; returns `-1` when there is none.
    @inlinable
    internal func take(hash: Int, where matches: (Int) -> Bool) -> Int {
        let wanted = tag(hash)
        let tagMask = 0x7FFF_FFFF & ~indexMask
        var slot = hash & mask
        while true {
            let value = slots[slot]
            if value == 0 { return -1 }
            if value & (Self.consumedBit | tagMask) == wanted {
                let position = Int(value & indexMask) &- 1
                if matches(position) {
                    slots[slot] = value | Self.consumedBit
                    return position
                }
            }
            slot = (slot &+ 1) & mask
        }
    }
}
