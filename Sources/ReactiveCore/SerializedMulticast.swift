import Dispatch

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
/// Removing an observer (disposing its subscription) guarantees that no delivery to it
/// *starts* after the removal returns: from the deliverer's own thread (dispose inside
/// `onNext`) it is skipped for the rest of the current round; from any other thread the
/// removal waits until the delivery in progress has finished. (So an `onNext` must not wait
/// for a thread that is disposing the same subscription.)
///
/// Mutable state lives behind a pointer: stored `var`s of a class pay a dynamic exclusivity
/// check per access, which cost more than the lock itself.
@usableFromInline
final class SerializedMulticast<Element: Sendable>: ObserverType, @unchecked Sendable {
    // Safety: `state` is read and written only with `lock` held; `Entry.isSkipped` has its
    // own rule (see there).

    // MARK: Lifecycle

    /// - Parameters:
    ///   - replayLimit: how many of the latest values a new subscriber receives first.
    ///   - initial: a value that counts as already delivered (`BehaviorSubject`).
    @usableFromInline init(replayLimit: Int, initial: Element? = nil) {
        self.replayLimit = replayLimit
        state = .allocate(capacity: 1)
        state.initialize(to: State())
        if let initial {
            state.pointee.replayBuffer.append(initial)
            state.pointee.latest = initial
        }
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    // MARK: Internal

    /// One subscribed observer.
    @usableFromInline
    final class Entry: @unchecked Sendable {
        @usableFromInline let observer: AnyObserver<Element>
        /// `isRemoved` is guarded by the multicast's lock. `isSkipped` is read and written only by
        /// the multicast's current deliverer, the only thread iterating a snapshot that may
        /// contain this entry; deliverer changes go through the multicast's lock, which orders
        /// the accesses.
        @usableFromInline let flags: UnsafeMutablePointer<(isRemoved: Bool, isSkipped: Bool)>

        @usableFromInline init(_ observer: AnyObserver<Element>) {
            self.observer = observer
            flags = .allocate(capacity: 1)
            flags.initialize(to: (false, false))
        }

        deinit {
            flags.deallocate()
        }
    }

    @usableFromInline
    enum Work {
        case event(Event<Element>)
        case subscribe(Entry)
    }

    @usableFromInline
    struct State {
        @usableFromInline var entries: ContiguousArray<Entry> = []
        @usableFromInline var pending: ContiguousArray<Work> = []
        @usableFromInline var pendingHead = 0
        @usableFromInline var isDelivering = false
        @usableFromInline var deliverer: ThreadIdentity?
        @usableFromInline var waiters: [DispatchSemaphore] = []
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

    @usableFromInline let lock = Lock()
    @usableFromInline let replayLimit: Int
    @usableFromInline let state: UnsafeMutablePointer<State>

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
        state.pointee.deliverer = .current
        let targets = beginDelivery(of: event)
        lock.unlock()
        deliver(event, to: targets)
        drain()
    }

    /// Subscribes `observer` for as long as `lifetime` is not disposed. It first receives the
    /// replay buffer, or, if the multicast has terminated, the terminal event alone.
    func subscribe(_ observer: AnyObserver<Element>, _ lifetime: CompositeDisposable) {
        let entry = Entry(observer)
        lifetime.add(EntryDisposable(multicast: self, entry: entry))
        lock.lock()
        if entry.flags.pointee.isRemoved {
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
        state.pointee.deliverer = .current
        let (replay, terminal) = admit(entry)
        lock.unlock()
        self.replay(replay, then: terminal, to: entry)
        drain()
    }

    /// Stops delivering to `entry`; see the type's comment for the guarantee.
    func remove(_ entry: Entry) {
        lock.lock()
        if entry.flags.pointee.isRemoved {
            lock.unlock()
            return
        }
        entry.flags.pointee.isRemoved = true
        if let index = state.pointee.entries.firstIndex(where: { $0 === entry }) {
            state.pointee.entries.remove(at: index)
        }
        guard state.pointee.isDelivering else {
            lock.unlock()
            return
        }
        if state.pointee.deliverer == .current {
            entry.flags.pointee.isSkipped = true
            lock.unlock()
            return
        }
        let finished = DispatchSemaphore(value: 0)
        state.pointee.waiters.append(finished)
        lock.unlock()
        finished.wait()
    }
}

// Delivery: what the deliverer runs.

extension SerializedMulticast {
    /// Records `event` as delivered and returns who receives it. Lock held.
    @inlinable
    func beginDelivery(of event: Event<Element>) -> ContiguousArray<Entry> {
        if case .next(let element) = event {
            if replayLimit > 0 {
                if state.pointee.replayBuffer.count == replayLimit {
                    state.pointee.replayBuffer.removeFirst()
                }
                state.pointee.replayBuffer.append(element)
            }
            return state.pointee.entries
        }
        state.pointee.terminal = event
        defer { state.pointee.entries = [] }
        return state.pointee.entries
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
            state.pointee.entries.append(entry)
            return (state.pointee.replayBuffer, nil)
        }
        return ([], terminal)
    }

    @inlinable @inline(__always)
    func deliver(_ event: Event<Element>, to targets: ContiguousArray<Entry>) {
        for entry in targets where !entry.flags.pointee.isSkipped {
            entry.observer.on(event)
        }
    }

    @inlinable
    func replay(_ values: ContiguousArray<Element>, then terminal: Event<Element>?, to entry: Entry) {
        for value in values {
            if entry.flags.pointee.isSkipped { return }
            entry.observer.on(.next(value))
        }
        if let terminal, !entry.flags.pointee.isSkipped {
            entry.observer.on(terminal)
        }
    }

    /// Delivers whatever was queued during the previous delivery, then gives up the role of
    /// deliverer. Waiting removers are released at every boundary between two deliveries.
    @inlinable
    func drain() {
        while true {
            lock.lock()
            let released = takeWaiters()
            guard state.pointee.pendingHead < state.pointee.pending.count else {
                finishDelivering()
                lock.unlock()
                signal(released)
                return
            }
            let work = takePending()
            switch work {
            case .event(let event):
                let targets = beginDelivery(of: event)
                lock.unlock()
                signal(released)
                deliver(event, to: targets)
            case .subscribe(let entry):
                guard !entry.flags.pointee.isRemoved else {
                    lock.unlock()
                    signal(released)
                    continue
                }
                let (replay, terminal) = admit(entry)
                lock.unlock()
                signal(released)
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
        state.pointee.isDelivering = false
        state.pointee.deliverer = nil
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

    /// Lock held.
    @inlinable @inline(__always)
    func takeWaiters() -> [DispatchSemaphore] {
        if state.pointee.waiters.isEmpty { return [] }
        defer { state.pointee.waiters = [] }
        return state.pointee.waiters
    }

    @inlinable @inline(__always)
    func signal(_ semaphores: [DispatchSemaphore]) {
        for semaphore in semaphores {
            semaphore.signal()
        }
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
