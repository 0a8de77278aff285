import Foundation

/// Runs work at once on the calling thread.
///
/// A delayed action blocks the calling thread for the delay, then runs; use `TestScheduler`
/// to test timing without waiting.
///
/// ```swift
/// source.observe(on: ImmediateScheduler.instance)   // no hop at all
/// ```
public final class ImmediateScheduler: Scheduler {
    /// The shared instance.
    public static let instance = ImmediateScheduler()

    private init() {}

    /// Seconds of monotonic uptime.
    public var now: TimeInterval {
        DispatchQueueScheduler.uptime
    }

    /// Runs `action` now.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        action()
        return Disposables.create()
    }

    /// Waits `delay` seconds on the calling thread, then runs `action`.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        if delay > 0 {
            Thread.sleep(forTimeInterval: delay)
        }
        action()
        return Disposables.create()
    }
}
