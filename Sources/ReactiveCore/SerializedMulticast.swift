#if canImport(Darwin)
import ReactiveAtomics
#else
import Synchronization
#endif

/// Hands the events many threads push in to its observers one at a time, in the order
/// accepted, and the latest `replayLimit` values to each newcomer. Subjects and `share` use
/// it to multicast; `create` and the scheduler and time operators use it as a gate in front
/// of their one observer.
///
/// Delivery works like a trampoline. The first thread to push an event becomes the
/// *deliverer*; events pushed meanwhile (by other threads, or re-entrantly by an observer on
/// the deliverer's own thread) are queued and delivered by the deliverer after the current
/// one, so delivery never recurses and never overlaps. The hot path takes the lock twice per
/// event (start, then "anything queued?") whatever the number of observers.
///
/// Removing an observer (disposing its subscription) never waits for another thread: it
/// marks the entry removed and returns. The deliverer checks that mark (one atomic load)
/// right before it calls each observer, so once the removal has returned no delivery to the
/// observer *starts*, on any thread; a call already running on another thread may finish.
/// Disposing from the deliverer's own thread (inside `onNext`) therefore stops delivery at
/// once, and a main thread that disposes while a background observer waits for the main
/// queue (`DispatchQueue.main.sync`) does not deadlock.
///
/// Mutable state lives behind a pointer: stored `var`s of a class pay a dynamic exclusivity
/// check per access, which cost more than the lock itself.
@usableFromInline
final class SerializedMulticast<Element: Sendable>: ObserverType, @unchecked Sendable {
    // Safety: `state` is read and written only with `lock` held; `Entry.isRemoved` is an
    // atomic flag.

    // MARK: Lifecycle

    /// - Parameters:
    ///   - replayLimit: how many of the latest values a new subscriber receives first.
    ///   - initial: a value that counts as already delivered (`BehaviorSubject`).
    @usableFromInline init(replayLimit: Int, initial: Element? = nil) {
        self.replayLimit = replayLimit
        state = .allocate(capacity: 1)
        state.initialize(to: State())
        entries = .allocate(capacity: 1)
        entries.initialize(to: EntryList())
        if let initial {
            state.pointee.replayBuffer.append(initial)
            state.pointee.latest = initial
        }
    }

    deinit {
        entries.pointee.deallocate()
        entries.deinitialize(count: 1)
        entries.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    // MARK: Internal

    /// One subscribed observer.
    @usableFromInline
    final class Entry: @unchecked Sendable {
        @usableFromInline let observer: AnyObserver<Element>
        // Set once, under the multicast's lock, when the subscription is disposed; read by
        // the deliverer without the lock (hence atomic). Off Apple platforms Swift's own
        // atomic, which inlines into the deliverer's loop (the C header's function stays a
        // call there); Apple platforms lack it before iOS 18 / macOS 15.
        #if canImport(Darwin)
        @usableFromInline let removed: UnsafeMutablePointer<Bool>
        #else
        @usableFromInline let removed = Atomic<Bool>(false)
        #endif

        @usableFromInline init(_ observer: AnyObserver<Element>) {
            self.observer = observer
            #if canImport(Darwin)
            removed = .allocate(capacity: 1)
            removed.initialize(to: false)
            #endif
        }

        #if canImport(Darwin)
        deinit {
            removed.deallocate()
        }
        #endif

        /// Whether the subscription has been disposed.
        @inlinable @inline(__always) var isRemoved: Bool {
            #if canImport(Darwin)
            reactive_atomic_flag_load(removed)
            #else
            removed.load(ordering: .acquiring)
            #endif
        }

        /// Lock held.
        @usableFromInline func markRemoved() {
            #if canImport(Darwin)
            reactive_atomic_flag_store(removed, true)
            #else
            removed.store(true, ordering: .sequentiallyConsistent)
            #endif
        }
    }

    @usableFromInline
    enum Work {
        case event(Event<Element>)
        case subscribe(Entry)
    }

    @usableFromInline
    struct State {
        @usableFromInline var pending: ContiguousArray<Work> = []
        @usableFromInline var pendingHead = 0
        @usableFromInline var isDelivering = false
        /// Entries were marked removed during a delivery; the deliverer drops them from
        /// `entries` when it finishes.
        @usableFromInline var hasRemovedEntries = false
        /// A terminal event was accepted: further input is dropped.
        @usableFromInline var isStopped = false
        /// The terminal event, once its delivery started; late subscribers receive it.
        @usableFromInline var terminal: Event<Element>?
        /// The last `replayLimit` delivered values, replayed to each new subscriber.
        @usableFromInline var replayBuffer: ContiguousArray<Element> = []
        /// The last accepted value (what `BehaviorSubject.value` reads).
        @usableFromInline var latest: Element?

        @usableFromInline init() {}
    }

    @usableFromInline let lock = ShortLock()
    @usableFromInline let replayLimit: Int
    @usableFromInline let state: UnsafeMutablePointer<State>
    /// The receivers. Changed, with the lock held, only while nobody delivers or by the
    /// deliverer between two deliveries, so the deliverer reads them in place without the
    /// lock. A separate allocation from `state`, which other threads change meanwhile.
    @usableFromInline let entries: UnsafeMutablePointer<EntryList<Entry>>

    /// An observer that pushes into this multicast.
    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in on(event) }
    }

    /// The last accepted value, if any.
    var latestValue: Element? {
        lock.withLock { state.pointee.latest }
    }

    /// Whether a terminal event has been accepted.
    var hasStopped: Bool {
        lock.withLock { state.pointee.isStopped }
    }
}

// Input: events and subscribers, from any thread.

extension SerializedMulticast {
    /// Accepts one event from any thread; delivers it now or queues it behind the delivery in
    /// progress.
    @inlinable
    func on(_ event: Event<Element>) {
        lock.lock()
        if state.pointee.isStopped {
            lock.unlock()
            return
        }
        if case .next(let element) = event {
            if replayLimit > 0 { state.pointee.latest = element }
        } else {
            state.pointee.isStopped = true
        }
        if state.pointee.isDelivering {
            state.pointee.pending.append(.event(event))
            lock.unlock()
            return
        }
        state.pointee.isDelivering = true
        let targets = beginDelivery(of: event)
        lock.unlock()
        deliver(event, to: targets)
        // The common case, inline: nothing was queued meanwhile.
        lock.lock()
        if state.pointee.pending.isEmpty {
            finishDelivering()
            lock.unlock()
            return
        }
        lock.unlock()
        drain()
    }

    /// Subscribes `observer` for as long as `lifetime` is not disposed. It first receives the
    /// replay buffer, or, if the multicast has terminated, the terminal event alone.
    func subscribe(_ observer: AnyObserver<Element>, _ lifetime: CompositeDisposable) {
        let entry = Entry(observer)
        lifetime.add(EntryDisposable(multicast: self, entry: entry))
        lock.lock()
        if entry.isRemoved {
            lock.unlock()
            return
        }
        if state.pointee.isDelivering {
            // Another delivery is running (maybe ours, re-entrantly): join in order.
            state.pointee.pending.append(.subscribe(entry))
            lock.unlock()
            return
        }
        state.pointee.isDelivering = true
        let (replay, terminal) = admit(entry)
        lock.unlock()
        self.replay(replay, then: terminal, to: entry)
        drain()
    }

    /// Stops delivering to `entry` without waiting for a delivery in progress; see the type's
    /// comment for the guarantee.
    func remove(_ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        if entry.isRemoved { return }
        entry.markRemoved()
        if state.pointee.isDelivering {
            // The deliverer may be iterating `entries`: it drops the entry when it finishes.
            state.pointee.hasRemovedEntries = true
        } else {
            entries.pointee.removeAll { $0 === entry }
        }
    }
}

// Delivery: what the deliverer runs.

extension SerializedMulticast {
    /// Records `event` as delivered. Lock held.
    ///
    /// - Returns: for a terminal event, the entries that receive it (taken out of the list);
    ///   for a value, nil: the deliverer reads `entries` in place.
    @inlinable @inline(__always)
    func beginDelivery(of event: Event<Element>) -> ContiguousArray<Entry>? {
        if case .next(let element) = event {
            if replayLimit > 0 {
                if state.pointee.replayBuffer.count == replayLimit {
                    state.pointee.replayBuffer.removeFirst()
                }
                state.pointee.replayBuffer.append(element)
            }
            return nil
        }
        state.pointee.terminal = event
        return entries.pointee.takeAll()
    }

    /// Adds `entry` to the receivers unless the multicast has terminated, and returns what it
    /// receives first. Lock held.
    ///
    /// After a terminal event a newcomer gets that event alone, without the replay buffer: a
    /// completed `BehaviorSubject` does not hand out its last value, as in RxSwift and
    /// Reaktive.
    @inlinable
    func admit(_ entry: Entry) -> (ContiguousArray<Element>, Event<Element>?) {
        guard let terminal = state.pointee.terminal else {
            entries.pointee.append(entry)
            return (state.pointee.replayBuffer, nil)
        }
        return ([], terminal)
    }

    /// Delivers `event`: a value to `entries`, read in place; a terminal event to `targets`.
    @inlinable @inline(__always)
    func deliver(_ event: Event<Element>, to targets: ContiguousArray<Entry>?) {
        if let targets {
            for entry in targets where !entry.isRemoved {
                entry.observer.terminal(event)
            }
        } else if case .next(let element) = event {
            entries.pointee.forEachBorrowed { entry in
                if !entry.isRemoved { entry.observer.next(element) }
            }
        }
    }

    @inlinable
    func replay(_ values: ContiguousArray<Element>, then terminal: Event<Element>?, to entry: Entry) {
        for value in values {
            if entry.isRemoved { return }
            entry.observer.next(value)
        }
        if let terminal, !entry.isRemoved {
            entry.observer.terminal(terminal)
        }
    }

    /// Delivers whatever was queued during the previous delivery, then gives up the role of
    /// deliverer.
    @inlinable
    func drain() {
        while true {
            lock.lock()
            guard state.pointee.pendingHead < state.pointee.pending.count else {
                finishDelivering()
                lock.unlock()
                return
            }
            switch takePending() {
            case .event(let event):
                let targets = beginDelivery(of: event)
                lock.unlock()
                deliver(event, to: targets)
            case .subscribe(let entry):
                guard !entry.isRemoved else {
                    lock.unlock()
                    continue
                }
                let (replay, terminal) = admit(entry)
                lock.unlock()
                self.replay(replay, then: terminal, to: entry)
            }
        }
    }

    /// Lock held.
    @inlinable @inline(__always)
    func finishDelivering() {
        if !state.pointee.pending.isEmpty {
            state.pointee.pending.removeAll(keepingCapacity: state.pointee.pending.capacity <= 64)
            state.pointee.pendingHead = 0
        }
        if state.pointee.hasRemovedEntries {
            entries.pointee.removeAll { $0.isRemoved }
            state.pointee.hasRemovedEntries = false
        }
        state.pointee.isDelivering = false
    }

    /// Lock held; there is pending work.
    @inlinable
    func takePending() -> Work {
        let work = state.pointee.pending[state.pointee.pendingHead]
        state.pointee.pendingHead += 1
        if state.pointee.pendingHead >= 1024 {
            // Under sustained contention the queue may never empty; drop what was consumed.
            state.pointee.pending.removeFirst(state.pointee.pendingHead)
            state.pointee.pendingHead = 0
        }
        return work
    }

}

/// Removes one entry from its multicast. Holds both weakly (the multicast owns its entries), so a
/// subscription that is kept but never disposed does not keep a dropped subject, or the
/// observer it fed, alive.
private struct EntryDisposable<Element: Sendable>: Disposable {
    weak var multicast: SerializedMulticast<Element>?
    weak var entry: SerializedMulticast<Element>.Entry?

    func dispose() {
        guard let multicast, let entry else { return }
        multicast.remove(entry)
    }
}
