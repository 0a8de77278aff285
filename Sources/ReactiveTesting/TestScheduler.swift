import BinarySearch
import Foundation
import ReactiveCore

/// A scheduler with a virtual clock, for deterministic tests and replays.
///
/// Time starts at 0 and moves only in `advance(by:)`, `advance(to:)` and `run()`, which run
/// due actions in time order (first scheduled first for equal times) on the calling thread.
/// Actions scheduled while advancing run too if they fall within the window. Scheduling is
/// safe from any thread.
///
/// - Note: The clock counts whole nanoseconds, so virtual time adds up exactly: three
///   `advance(by: 0.1)` reach an action scheduled `after: 0.3`, and one scheduled at 0.1
///   `after: 0.2` fires at `advance(to: 0.3)`. A negative or NaN delay means "now"; the
///   clock never moves backwards.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let subscription = subject.debounce(0.3, scheduler: scheduler).subscribe(onNext: { print($0) })
/// subject.onNext(1)
/// scheduler.advance(by: 0.3)   // prints 1
/// ```
public final class TestScheduler: Scheduler {
    private struct ScheduledAction: Sendable {
        let time: Int64
        let action: @Sendable () -> Void
        let cancellation: BooleanDisposable
        /// The name of the scheduler it came through (`labeled(_:)`); nil for this one.
        let label: String?
    }

    private struct State: Sendable {
        /// Virtual nanoseconds.
        var clock: Int64 = 0
        /// Sorted by time; equal times keep scheduling order.
        var actions: [ScheduledAction] = []
    }

    private let state = LockedState(State())

    /// Creates a scheduler whose clock reads 0.
    public init() {}

    /// The virtual time, in seconds.
    public var now: TimeInterval {
        Self.seconds(state.withLock { $0.clock })
    }

    /// Schedules `action` at the current virtual time; it runs at the next advance or `run()`.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: 0, action)
    }

    /// Schedules `action` at `now + delay`.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: delay, label: nil, action)
    }

    /// A scheduler on this clock whose actions carry `label`, so that a test or a fuzz run
    /// can tell them from the rest: a screen's timer that re-arms itself by design (a clock
    /// ticking every second) runs on one, and the screen declares the label as a recurring
    /// timer (`ReplayScreenFactory.withRecurringTimers(_:)`, `ScreenHarness.recurringTimers`).
    ///
    /// ```swift
    /// let ticker = TickerInteractor(scheduler: scheduler.labeled("ticker"))
    /// ```
    public func labeled(_ label: String) -> LabeledTestScheduler {
        LabeledTestScheduler(base: self, label: label)
    }

    /// Schedules `action` at `now + delay`, labeled `label`.
    fileprivate func schedule(
        after delay: TimeInterval, label: String?, _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        let cancellation = BooleanDisposable()
        let delay = Self.nanoseconds(delay)
        state.withLock { state in
            let time = Self.adding(delay, to: state.clock)
            let scheduled = ScheduledAction(time: time, action: action, cancellation: cancellation, label: label)
            let index = state.actions.partitioningIndex { $0.time > time }
            state.actions.insert(scheduled, at: index)
        }
        return cancellation
    }

    /// Moves the clock forward by `interval`, running every action due on the way.
    public func advance(by interval: TimeInterval) {
        let interval = Self.nanoseconds(interval)
        advance(toNanoseconds: Self.adding(interval, to: state.withLock { $0.clock }))
    }

    /// Moves the clock to `time` (never backwards), running every action due on the way.
    public func advance(to time: TimeInterval) {
        advance(toNanoseconds: Self.nanoseconds(time))
    }

    /// Runs every scheduled action, including those scheduled meanwhile, moving the clock to
    /// each one's time.
    public func run() {
        while let next = popAction(dueBy: .max) {
            next()
        }
    }

    /// Whether actions are waiting to run.
    public var hasPendingActions: Bool {
        state.withLock { state in state.actions.contains { !$0.cancellation.isDisposed } }
    }

    /// The virtual times, in seconds, of the actions waiting to run, earliest first;
    /// cancelled actions are left out. For a screen test to say what it left pending.
    package var pendingActionTimes: [TimeInterval] {
        state.withLock { state in state.actions.filter { !$0.cancellation.isDisposed }.map { Self.seconds($0.time) } }
    }

    /// The actions waiting to run, earliest first, with the label of the scheduler each came
    /// through (nil for this one); cancelled actions are left out.
    package var pendingActions: [(time: TimeInterval, label: String?)] {
        state.withLock { state in
            state.actions.filter { !$0.cancellation.isDisposed }.map { (Self.seconds($0.time), $0.label) }
        }
    }

    private func advance(toNanoseconds time: Int64) {
        while let next = popAction(dueBy: time) {
            next()
        }
        state.withLock { $0.clock = max($0.clock, time) }
    }

    /// Removes the earliest action due by `time`, moving the clock to its time.
    private func popAction(dueBy time: Int64) -> (@Sendable () -> Void)? {
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

    /// Seconds as whole virtual nanoseconds: NaN and negatives are 0, anything past the
    /// range (infinity) is the end of time, reached only by `run()`.
    private static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
        guard seconds > 0 else { return 0 }
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        // 2^63 is exactly representable; every smaller Double converts without trapping.
        return nanoseconds < 0x1p63 ? Int64(nanoseconds) : .max
    }

    private static func seconds(_ nanoseconds: Int64) -> TimeInterval {
        TimeInterval(nanoseconds) / 1_000_000_000
    }

    /// `time + delay`, stopping at the end of time instead of overflowing.
    private static func adding(_ delay: Int64, to time: Int64) -> Int64 {
        let (sum, overflow) = time.addingReportingOverflow(delay)
        return overflow ? .max : sum
    }
}

/// A `TestScheduler`'s clock seen through a name: what it schedules runs with the base
/// scheduler's other actions, in time order, and is told apart by its `label`
/// (`TestScheduler.labeled(_:)`).
public final class LabeledTestScheduler: Scheduler {
    // MARK: Lifecycle

    init(base: TestScheduler, label: String) {
        self.base = base
        self.label = label
    }

    // MARK: Public

    /// The scheduler whose clock this is.
    public let base: TestScheduler
    /// The name its actions carry.
    public let label: String

    /// The base scheduler's virtual time, in seconds.
    public var now: TimeInterval { base.now }

    /// Schedules `action` on the base clock at the current virtual time, labeled.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        base.schedule(after: 0, label: label, action)
    }

    /// Schedules `action` on the base clock at `now + delay`, labeled.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        base.schedule(after: delay, label: label, action)
    }
}
