import Foundation

/// Decides where and when work runs: the main thread, a queue, or virtual time in tests.
///
/// Time is measured in seconds (`TimeInterval`). A scheduler's `now` only has meaning
/// relative to itself: `TestScheduler` starts at zero and moves when told to.
///
/// The package provides `MainScheduler.instance` (immediate when already on the main
/// queue), `ImmediateScheduler.instance`, `DispatchQueueScheduler(queue:)` and
/// `TestScheduler`; operators such as `observe(on:)` and `debounce(_:scheduler:)` take any
/// of them.
///
/// ```swift
/// scheduler.schedule(after: 0.3) { print("fired") }
/// ```
public protocol Scheduler: AnyObject, Sendable {
    /// The scheduler's current time, in seconds.
    var now: TimeInterval { get }

    /// Runs `action` as soon as the scheduler allows.
    /// - Returns: a `Disposable` that cancels the action if it has not run yet.
    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable

    /// Runs `action` once `delay` seconds have passed on this scheduler's clock.
    /// - Returns: a `Disposable` that cancels the action if it has not run yet.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable
}
