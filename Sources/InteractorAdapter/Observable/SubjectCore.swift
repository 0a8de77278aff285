import Dispatch

/// The serialising heart of subjects, `create`, `share` and the scheduler operators: many
/// threads may push events in, observers receive them one at a time, in the order accepted.
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
final class SubjectCore<Element: Sendable>: ObserverType, @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held, with the single
    // exception of `Entry.isSkipped` (see there).

    /// One subscribed observer.
    final class Entry: @unchecked Sendable {
        let observer: AnyObserver<Element>
        /// Guarded by the core's lock.
        var isRemoved = false
        /// Read and written only by the core's current deliverer, which is the only thread
        /// iterating a snapshot that may contain this entry; deliverer changes go through the
        /// core's lock, which orders the accesses.
        var isSkipped = false

        init(_ observer: AnyObserver<Element>) {
            self.observer = observer
        }
    }

    private enum Work {
        case event(Event<Element>)
        case subscribe(Entry)
    }

    private let lock = Lock()
    private let replayLimit: Int
    private var entries: ContiguousArray<Entry> = []
    private var pending: ContiguousArray<Work> = []
    private var pendingHead = 0
    private var isDelivering = false
    private var deliverer: ThreadIdentity?
    private var waiters: [DispatchSemaphore] = []
    /// A terminal event was accepted: further input is dropped.
    private var isStopped = false
    /// The terminal event, once its delivery started; late subscribers receive it.
    private var terminal: Event<Element>?
    /// The last `replayLimit` delivered values, replayed to each new subscriber.
    private var replayBuffer: ContiguousArray<Element> = []
    /// The last accepted value (what `BehaviorSubject.value` reads).
    private var latest: Element?

    /// - Parameters:
    ///   - replayLimit: how many of the latest values a new subscriber receives first.
    ///   - initial: a value that counts as already delivered (`BehaviorSubject`).
    init(replayLimit: Int, initial: Element? = nil) {
        self.replayLimit = replayLimit
        if let initial {
            replayBuffer.append(initial)
            latest = initial
        }
    }

    /// An observer that pushes into this core.
    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in on(event) }
    }

    /// The last accepted value, if any.
    var latestValue: Element? {
        lock.withLock { latest }
    }

    /// Whether a terminal event has been accepted.
    var hasStopped: Bool {
        lock.withLock { isStopped }
    }
}

// MARK: - Input

extension SubjectCore {
    /// Accepts one event from any thread; delivers it now or queues it behind the delivery in
    /// progress.
    func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        if case .next(let element) = event {
            if replayLimit > 0 { latest = element }
        } else {
            isStopped = true
        }
        if isDelivering {
            pending.append(.event(event))
            lock.unlock()
            return
        }
        isDelivering = true
        deliverer = .current
        let targets = beginDelivery(of: event)
        lock.unlock()
        deliver(event, to: targets)
        drain()
    }

    /// Subscribes `observer` for as long as `lifetime` is not disposed. It first receives the
    /// replay buffer, then (if the core has terminated) the terminal event.
    func subscribe(_ observer: AnyObserver<Element>, _ lifetime: CompositeDisposable) {
        let entry = Entry(observer)
        lifetime.add(EntryDisposable(core: self, entry: entry))
        lock.lock()
        if entry.isRemoved {
            lock.unlock()
            return
        }
        if isDelivering {
            // Another delivery is running (maybe ours, re-entrantly): join in order.
            pending.append(.subscribe(entry))
            lock.unlock()
            return
        }
        isDelivering = true
        deliverer = .current
        let (replay, terminal) = admit(entry)
        lock.unlock()
        self.replay(replay, then: terminal, to: entry)
        drain()
    }

    /// Stops delivering to `entry`; see the type's comment for the guarantee.
    func remove(_ entry: Entry) {
        lock.lock()
        if entry.isRemoved {
            lock.unlock()
            return
        }
        entry.isRemoved = true
        if let index = entries.firstIndex(where: { $0 === entry }) {
            entries.remove(at: index)
        }
        guard isDelivering else {
            lock.unlock()
            return
        }
        if deliverer == .current {
            entry.isSkipped = true
            lock.unlock()
            return
        }
        let finished = DispatchSemaphore(value: 0)
        waiters.append(finished)
        lock.unlock()
        finished.wait()
    }
}

// MARK: - Delivery

extension SubjectCore {
    /// Records `event` as delivered and returns who receives it. Lock held.
    private func beginDelivery(of event: Event<Element>) -> ContiguousArray<Entry> {
        if case .next(let element) = event {
            if replayLimit > 0 {
                if replayBuffer.count == replayLimit { replayBuffer.removeFirst() }
                replayBuffer.append(element)
            }
            return entries
        }
        terminal = event
        defer { entries = [] }
        return entries
    }

    /// Adds `entry` to the receivers unless the core has terminated. Lock held.
    private func admit(_ entry: Entry) -> (ContiguousArray<Element>, Event<Element>?) {
        if terminal == nil {
            entries.append(entry)
        }
        return (replayBuffer, terminal)
    }

    @inline(__always)
    private func deliver(_ event: Event<Element>, to targets: ContiguousArray<Entry>) {
        for entry in targets where !entry.isSkipped {
            entry.observer.on(event)
        }
    }

    private func replay(_ values: ContiguousArray<Element>, then terminal: Event<Element>?, to entry: Entry) {
        for value in values {
            if entry.isSkipped { return }
            entry.observer.on(.next(value))
        }
        if let terminal, !entry.isSkipped {
            entry.observer.on(terminal)
        }
    }

    /// Delivers whatever was queued during the previous delivery, then gives up the role of
    /// deliverer. Waiting removers are released at every boundary between two deliveries.
    private func drain() {
        while true {
            lock.lock()
            let released = takeWaiters()
            guard pendingHead < pending.count else {
                if !pending.isEmpty {
                    pending.removeAll(keepingCapacity: pending.capacity <= 64)
                    pendingHead = 0
                }
                isDelivering = false
                deliverer = nil
                lock.unlock()
                signal(released)
                return
            }
            let work = pending[pendingHead]
            pendingHead += 1
            if pendingHead >= 1024 {
                // Under sustained contention the queue may never empty; drop what was consumed.
                pending.removeFirst(pendingHead)
                pendingHead = 0
            }
            switch work {
            case .event(let event):
                let targets = beginDelivery(of: event)
                lock.unlock()
                signal(released)
                deliver(event, to: targets)
            case .subscribe(let entry):
                guard !entry.isRemoved else {
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
    @inline(__always)
    private func takeWaiters() -> [DispatchSemaphore] {
        if waiters.isEmpty { return [] }
        defer { waiters = [] }
        return waiters
    }

    @inline(__always)
    private func signal(_ semaphores: [DispatchSemaphore]) {
        for semaphore in semaphores {
            semaphore.signal()
        }
    }
}

/// Removes one entry from its core. Holds the core weakly so that an undisposed
/// subscription does not keep a dropped subject alive.
private struct EntryDisposable<Element: Sendable>: Disposable {
    weak var core: SubjectCore<Element>?
    let entry: SubjectCore<Element>.Entry

    func dispose() {
        core?.remove(entry)
    }
}
