import Dispatch
import Foundation

/// Runs work on the main queue: **immediately** when already on it, otherwise by hopping
/// with `DispatchQueue.main.async` — as RxSwift's `MainScheduler` does, so that a value
/// available on the main queue reaches the screen in the same frame.
///
/// - Note: Immediacy wins over global order: an action scheduled on the main queue runs at
///   once even while an action hopped earlier from another thread is still waiting (RxSwift
///   would queue it behind). Whether a call runs at once therefore depends only on the
///   calling queue, never on unrelated traffic. Operators keep each subscription's order
///   themselves: `observe(on:)` queues a subscription's events and drains them in order.
///
/// "On the main queue" is detected with a queue-specific key set on `DispatchQueue.main`,
/// not with `Thread.isMainThread`: on Linux, work submitted to the main queue (and
/// `@MainActor` code under `swift test`) does not necessarily run on the process's main
/// thread.
///
/// ```swift
/// viewStates.observe(on: MainScheduler.instance)
/// ```
public final class MainScheduler: Scheduler {
    /// The shared instance.
    public static let instance = MainScheduler()

    /// A `DispatchSpecificKey` holds no state of its own (it is only compared by identity), but
    /// Apple's SDKs do not declare it `Sendable`; this box says what is true of it.
    private struct MainQueueKey: @unchecked Sendable {
        let key = DispatchSpecificKey<UInt8>()
    }

    private static let mainQueueKey: MainQueueKey = {
        let marker = MainQueueKey()
        DispatchQueue.main.setSpecific(key: marker.key, value: 1)
        return marker
    }()

    private init() {}

    /// Whether the caller is running on the main queue.
    package static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey.key) != nil
    }

    /// Seconds of monotonic uptime.
    public var now: TimeInterval {
        DispatchQueueScheduler.uptime
    }

    /// Runs `action` now when called on the main queue, else enqueues it there.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        if Self.isOnMainQueue {
            action()
            return Disposables.create()
        }
        let cancellation = BooleanDisposable()
        DispatchQueue.main.async {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }

    /// Runs `action` on the main queue after `delay` seconds.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = BooleanDisposable()
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }
}
