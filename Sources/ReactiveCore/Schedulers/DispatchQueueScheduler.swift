import Dispatch
import Foundation

/// Runs work asynchronously on a `DispatchQueue` (serial or concurrent).
///
/// ```swift
/// let background = DispatchQueueScheduler(queue: DispatchQueue(label: "screen.logic"))
/// source.subscribe(on: background)
/// ```
public final class DispatchQueueScheduler: Scheduler {
    /// The queue the work runs on.
    public let queue: DispatchQueue

    /// Creates a scheduler for `queue`.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// Seconds of monotonic uptime.
    public var now: TimeInterval {
        Self.uptime
    }

    /// Enqueues `action` on the queue (always asynchronously).
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = BooleanDisposable()
        queue.async {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }

    /// Enqueues `action` on the queue after `delay` seconds.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = BooleanDisposable()
        queue.asyncAfter(deadline: .now() + max(0, delay)) {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }

    /// Monotonic seconds since boot, the clock of the real-time schedulers.
    static var uptime: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }
}
