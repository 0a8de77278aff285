import Foundation
import Synchronization
@testable import InteractorAdapter

/// A virtual-time scheduler for the list's tests: actions run only inside `advance(by:)`,
/// in time order (then in the order they were scheduled), on the caller's thread.
final class ManualScheduler: Scheduler {
    private struct Entry {
        var id: Int
        var time: TimeInterval
        var action: @Sendable () -> Void
    }

    private struct State {
        var now: TimeInterval = 0
        var nextID = 0
        var entries: [Entry] = []
    }

    private let state = Mutex(State())

    var now: TimeInterval { state.withLock { $0.now } }

    /// How many actions wait to run.
    var pendingCount: Int { state.withLock { $0.entries.count } }

    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: 0, action)
    }

    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.entries.append(Entry(id: id, time: state.now + max(0, delay), action: action))
            return id
        }
        return ManualDisposable { [weak self] in
            self?.state.withLock { $0.entries.removeAll { $0.id == id } }
        }
    }

    /// Moves the clock forward by `interval`, running every action that falls due.
    func advance(by interval: TimeInterval) {
        let target = now + interval
        while let entry = takeNext(dueBy: target) {
            entry.action()
        }
        state.withLock { $0.now = target }
    }

    private func takeNext(dueBy target: TimeInterval) -> Entry? {
        state.withLock { state in
            guard let index = state.entries.indices
                .filter({ state.entries[$0].time <= target })
                .min(by: { (state.entries[$0].time, state.entries[$0].id) < (state.entries[$1].time, state.entries[$1].id) })
            else { return nil }
            let entry = state.entries.remove(at: index)
            state.now = entry.time
            return entry
        }
    }
}

/// A disposable that runs its cancel action once.
final class ManualDisposable: Disposable {
    private let cancel: Mutex<(@Sendable () -> Void)?>

    init(_ cancel: @escaping @Sendable () -> Void) {
        self.cancel = Mutex(cancel)
    }

    func dispose() {
        cancel.withLock { action in
            let pending = action
            action = nil
            return pending
        }?()
    }
}
