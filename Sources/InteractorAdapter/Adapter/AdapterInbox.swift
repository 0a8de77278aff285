import ListUpdates
import ReactiveCore
import StagedDiff

/// Where view states wait between the thread that emitted them and the main actor: only the
/// latest is kept, numbered in arrival order, so the main actor always applies the newest
/// and knows how many emissions the newest one coalesced.
@usableFromInline
final class AdapterInbox<Value: Sendable>: Sendable {
    /// A view state taken out of the inbox.
    @usableFromInline
    struct Delivery: Sendable {
        /// The state.
        @usableFromInline var value: Value
        /// Its emission number, from 1.
        @usableFromInline var number: Int
        /// How many emissions arrived after the previous delivery and before this one.
        @usableFromInline var coalescedEmissions: Int

        @usableFromInline
        init(value: Value, number: Int, coalescedEmissions: Int) {
            self.value = value
            self.number = number
            self.coalescedEmissions = coalescedEmissions
        }
    }

    // Inlinable, with `put` and `take`: specialised where the adapter binds, taking a state
    // costs no type-metadata look-ups.
    @usableFromInline
    struct State {
        @usableFromInline var latest: Value?
        /// The latest emission, kept after it is taken (what a settled screen must show).
        @usableFromInline var newest: Value?
        @usableFromInline var received = 0
        @usableFromInline var lastTaken = 0

        @usableFromInline
        init() {}
    }

    @usableFromInline let state = LockedState(State())

    /// Stores `value` as the latest emission.
    @inlinable
    func put(_ value: Value) {
        state.withLock { state in
            state.received += 1
            state.latest = value
            state.newest = value
        }
    }

    /// The latest emission not taken yet, or nil.
    @inlinable
    func take() -> Delivery? {
        state.withLock { state in
            guard let value = state.latest else { return nil }
            state.latest = nil
            let delivery = Delivery(
                value: value, number: state.received, coalescedEmissions: state.received - state.lastTaken - 1)
            state.lastTaken = state.received
            return delivery
        }
    }

    /// How many emissions arrived since the last one taken, while one waits (0 when none
    /// does): the waiting one and those it coalesced.
    var waitingCount: Int {
        state.withLock { $0.latest == nil ? 0 : $0.received - $0.lastTaken }
    }

    /// The newest emission received so far, taken or not; nil before the first.
    var newestValue: Value? {
        state.withLock { $0.newest }
    }

    /// The number of the newest emission received so far.
    var newestNumber: Int {
        state.withLock { $0.received }
    }
}
