import Foundation

/// A scheduler with a virtual clock, for deterministic tests and replays.
///
/// Time starts at 0 and moves only in `advance(by:)`, `advance(to:)` and `run()`, which run
/// due actions in time order (first scheduled first for equal times) on the calling thread.
/// Actions scheduled while advancing run too if they fall within the window. Scheduling is
/// safe from any thread.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let subscription = subject.debounce(0.3, scheduler: scheduler).subscribe(onNext: { print($0) })
/// subject.onNext(1)
/// scheduler.advance(by: 0.3)   // prints 1
/// ```
public final class TestScheduler: Scheduler {
    private struct ScheduledAction: Sendable {
        let time: TimeInterval
        let action: @Sendable () -> Void
        let cancellation: BooleanDisposable
    }

    private struct State: Sendable {
        var clock: TimeInterval = 0
        /// Sorted by time; equal times keep scheduling order.
        var actions: [ScheduledAction] = []
    }

    private let state = LockedState(State())

    /// Creates a scheduler whose clock reads 0.
    public init() {}

    /// The virtual time, in seconds.
    public var now: TimeInterval {
        state.withLock { $0.clock }
    }

    /// Schedules `action` at the current virtual time; it runs at the next advance or `run()`.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: 0, action)
    }

    /// Schedules `action` at `now + delay`.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = BooleanDisposable()
        state.withLock { state in
            let scheduled = ScheduledAction(time: state.clock + max(0, delay), action: action, cancellation: cancellation)
            let index = state.actions.partitioningIndex { $0.time > scheduled.time }
            state.actions.insert(scheduled, at: index)
        }
        return cancellation
    }

    /// Moves the clock forward by `interval`, running every action due on the way.
    public func advance(by interval: TimeInterval) {
        advance(to: now + interval)
    }

    /// Moves the clock to `time` (never backwards), running every action due on the way.
    public func advance(to time: TimeInterval) {
        while let next = popAction(dueBy: time) {
            next()
        }
        state.withLock { $0.clock = max($0.clock, time) }
    }

    /// Runs every scheduled action, including those scheduled meanwhile, moving the clock to
    /// each one's time.
    public func run() {
        while let next = popAction(dueBy: .infinity) {
            next()
        }
    }

    /// Whether actions are waiting to run.
    public var hasPendingActions: Bool {
        state.withLock { state in state.actions.contains { !$0.cancellation.isDisposed } }
    }

    /// Removes the earliest action due by `time`, moving the clock to its time.
    private func popAction(dueBy time: TimeInterval) -> (@Sendable () -> Void)? {
        while true {
            let popped = state.withLock { state -> ScheduledAction? in
                guard let first = state.actions.first, first.time <= time else { return nil }
                state.actions.removeFirst()
                state.clock = max(state.clock, first.time)
                return first
            }
            guard let popped else { return nil }
            if !popped.cancellation.isDisposed { return popped.action }
        }
    }
}

extension Array {
    /// The first index whose element satisfies `belongsInSecondPartition`, assuming the
    /// array is partitioned by it (binary search).
    fileprivate func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsInSecondPartition(self[middle]) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}
