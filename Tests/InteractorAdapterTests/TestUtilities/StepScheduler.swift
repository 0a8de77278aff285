import Foundation
import ReactiveCore

/// A scheduler whose actions run one at a time, when the test says (`runNext()`): a
/// background queue whose jobs the test interleaves with the main actor's.
final class StepScheduler: Scheduler, @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [@Sendable () -> Void] = []

    var now: TimeInterval { 0 }

    /// How many actions wait.
    var pendingCount: Int { lock.withLock { actions.count } }

    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        lock.withLock { actions.append(action) }
        return Disposables.create()
    }

    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(action)
    }

    /// Runs the oldest waiting action, if any.
    func runNext() {
        let action: (@Sendable () -> Void)? = lock.withLock { actions.isEmpty ? nil : actions.removeFirst() }
        action?()
    }
}
