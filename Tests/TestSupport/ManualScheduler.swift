import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff

/// A virtual-time scheduler for the list's tests: actions run only inside `advance(by:)`,
/// in time order (then in the order they were scheduled), on the caller's thread.
final package class ManualScheduler: Scheduler {
    package init() {}

    private struct Entry {
        package var id: Int
        package var time: TimeInterval
        package var action: @Sendable () -> Void
    }

    private struct State {
        package var now: TimeInterval = 0
        package var nextID = 0
        package var entries: [Entry] = []
    }

    private let state = LockedState(State())

    package var now: TimeInterval { state.withLock { $0.now } }

    /// How many actions wait to run.
    package var pendingCount: Int { state.withLock { $0.entries.count } }

    @discardableResult
    package func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: 0, action)
    }

    @discardableResult
    package func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
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
    package func advance(by interval: TimeInterval) {
        let target = now + interval
        while let entry = takeNext(dueBy: target) {
            entry.action()
        }
        state.withLock { $0.now = target }
    }

    private func takeNext(dueBy target: TimeInterval) -> Entry? {
        state.withLock { state in
            guard
                let index = state.entries.indices
                    .filter({ state.entries[$0].time <= target })
                    .min(by: {
                        (state.entries[$0].time, state.entries[$0].id) < (state.entries[$1].time, state.entries[$1].id)
                    })
            else { return nil }
            let entry = state.entries.remove(at: index)
            state.now = entry.time
            return entry
        }
    }
}

/// A disposable that runs its cancel action once.
final package class ManualDisposable: Disposable {
    private let cancel: LockedState<(@Sendable () -> Void)?>

    package init(_ cancel: @escaping @Sendable () -> Void) {
        self.cancel = LockedState(cancel)
    }

    package func dispose() {
        cancel.withLock { action in
            let pending = action
            action = nil
            return pending
        }?()
    }
}
