/// The observers of a `SerializedMulticast`, kept so that delivering a value to them costs no
/// reference counting: a manually grown buffer of unretained-reference slots, each slot
/// holding one strong reference that the list releases when the entry leaves it.
///
/// Iterating a Swift array of class references would retain the array (two atomic
/// operations per value delivered), the most expensive step of the delivery after the lock.
/// The multicast only changes the list while no delivery iterates it (see its
/// `hasRemovedEntries`), so the deliverer can read the slots in place.
@usableFromInline
struct EntryList<Entry: AnyObject> {
    @usableFromInline var slots: UnsafeMutablePointer<Unmanaged<Entry>>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0

    @usableFromInline init() {}

    /// Calls `body` with each entry, borrowed, in the order they were added.
    @inlinable @inline(__always)
    func forEachBorrowed(_ body: (Entry) -> Void) {
        guard let slots else { return }
        for index in 0..<count {
            slots[index]._withUnsafeGuaranteedRef(body)
        }
    }

    /// Adds `entry` at the end, keeping a strong reference.
    @usableFromInline
    mutating func append(_ entry: Entry) {
        if count == capacity {
            let grown = max(4, capacity * 2)
            let newSlots = UnsafeMutablePointer<Unmanaged<Entry>>.allocate(capacity: grown)
            if let slots {
                newSlots.moveInitialize(from: slots, count: count)
                slots.deallocate()
            }
            slots = newSlots
            capacity = grown
        }
        slots![count] = .passRetained(entry)
        count += 1
    }

    /// Removes (and releases) every entry for which `shouldRemove` is true, keeping the order.
    @usableFromInline
    mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
        guard let slots else { return }
        var kept = 0
        for index in 0..<count {
            let slot = slots[index]
            if slot._withUnsafeGuaranteedRef(shouldRemove) {
                slot.release()
            } else {
                slots[kept] = slot
                kept += 1
            }
        }
        count = kept
    }

    /// Empties the list, handing its entries over as an array (the list's references move
    /// into it).
    @usableFromInline
    mutating func takeAll() -> ContiguousArray<Entry> {
        guard let slots else { return [] }
        var taken = ContiguousArray<Entry>()
        taken.reserveCapacity(count)
        for index in 0..<count {
            taken.append(slots[index].takeRetainedValue())
        }
        count = 0
        return taken
    }

    /// Releases every entry and the buffer; the list is empty afterwards.
    @usableFromInline
    mutating func deallocate() {
        _ = takeAll()
        slots?.deallocate()
        slots = nil
        capacity = 0
    }
}
