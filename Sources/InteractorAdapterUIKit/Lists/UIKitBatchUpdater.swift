import Foundation
import InteractorAdapter

/// Applies reloads and batch updates to a table or collection view the way the rules article
/// (ListUpdates, "What a UIKit binding must respect") requires, for `TableListView`,
/// `CollectionListView` and the low-level `reload(using:...)`:
///
/// - the data is set inside UIKit's `performBatchUpdates` block, and the batch is checked
///   with `BatchUpdateValidator` before any UIKit call: an invalid batch never reaches UIKit,
///   the list reloads (`reloadData()` then `layoutIfNeeded()`) and the error is thrown;
/// - before a batch, UIKit's counts are compared with the counts last given to it; when they
///   differ, or the view is not in a window, the data is set and the list reloads instead;
/// - a reload waits while `hasUncommittedUpdates` is true;
/// - in a batch that only reloads items, items whose cell can show the new content are
///   reconfigured instead (iOS 15 and later);
/// - a completion UIKit never calls (the view left its window mid-animation) is called with
///   `finished` false after `completionTimeout`.
@MainActor
final class UIKitBatchUpdater {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - scheduler: where the timeouts run (the adapter's scheduler).
    ///   - reconfigures: whether the system has `reconfigureRows(at:)` (iOS 15 and later).
    ///   - pinsCounts: whether UIKit reads its counts from a proxy this updater controls, so
    ///     that a rejected batch can be shown to UIKit as an empty one; otherwise a rejected
    ///     batch is replaced by one that deletes every section and inserts the new ones,
    ///     which UIKit's rules always accept, before the reload.
    init(scheduler: any Scheduler, reconfigures: Bool, pinsCounts: Bool) {
        self.scheduler = scheduler
        self.reconfigures = reconfigures
        self.pinsCounts = pinsCounts
    }

    // MARK: Internal

    /// The list applied to; it owns this updater.
    weak var target: (any UIKitListTarget)?
    /// How long a batch's completion may take before it is taken as lost.
    var completionTimeout: TimeInterval = 1
    /// How long to wait before trying again a reload that waits for uncommitted updates.
    var uncommittedUpdatesRetryInterval: TimeInterval = 0.1

    /// The counts UIKit is shown while a rejected batch is in its hands: those before it.
    private(set) var pinnedCounts: [Int]?

    /// Reloads, or waits with it while inside a batch's block or while UIKit has uncommitted
    /// updates.
    func reloadData() {
        guard let target else { return }
        guard !isInsideUpdates, !target.hasUncommittedUpdates else {
            deferReload()
            return
        }
        reloadIsDeferred = false
        displayedCounts = target.countsInDataSource
        target.reloadAndLayOut()
    }

    /// One batch (see the type's documentation). `updates` sets the data and returns the
    /// operations.
    func performBatchUpdates(
        _ updates: () -> BatchUpdate, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        guard let target else { return }
        guard !isInsideUpdates else { throw .reentrantBatchUpdate }
        let before = displayedCounts ?? target.countsInDataSource
        guard target.isInWindow, !reloadIsDeferred, target.countsInUIKit == before else {
            _ = run(updates)
            reloadData()
            completion?(true)
            return
        }
        let token = completions.add(completion)
        var rejection: BatchUpdateError?
        var after = before
        isHandingToUIKit = true
        withoutActuallyEscaping(updates) { updates in
            target.performUIKitBatchUpdates(
                { [self] in
                    let update = run(updates)
                    after = target.countsInDataSource
                    rejection = BatchUpdateValidator.validate(update, before: before, after: after, style: target.style)
                    if rejection != nil {
                        hide(from: target, before: before, after: after)
                    } else {
                        issue(update, to: target)
                    }
                }, completion: { [self] finished in finishFromUIKit(token, finished) })
        }
        isHandingToUIKit = false
        pinnedCounts = nil
        displayedCounts = after
        if let rejection {
            _ = completions.take(token)
            target.reloadAndLayOut()
            throw rejection
        }
        flushEarlyCompletions()
        if reloadIsDeferred { reloadData() }
        watch(token)
    }

    // MARK: Private

    private let scheduler: any Scheduler
    private let reconfigures: Bool
    private let pinsCounts: Bool
    /// The counts last given to UIKit (at a reload or a batch); nil before the first.
    private var displayedCounts: [Int]?
    private var isInsideUpdates = false
    private var isHandingToUIKit = false
    private var reloadIsDeferred = false
    private var retryIsScheduled = false
    private var completions = PendingCompletions()
    /// Completions UIKit called while `performBatchUpdates` had not returned yet.
    private var earlyCompletions: [(token: Int, finished: Bool)] = []

    private func run(_ updates: () -> BatchUpdate) -> BatchUpdate {
        isInsideUpdates = true
        defer { isInsideUpdates = false }
        return updates()
    }

    /// Issues a valid batch, reconfiguring what can be when it only reloads items.
    private func issue(_ update: BatchUpdate, to target: any UIKitListTarget) {
        var issued = update
        var reconfigured: [IndexPath] = []
        if reconfigures, Self.onlyReloadsItems(update) {
            reconfigured = update.reloadItems.filter(target.canReconfigure(at:))
            let kept = Set(reconfigured)
            issued.reloadItems.removeAll { kept.contains($0) }
        }
        target.issue(issued, reconfiguring: reconfigured)
    }

    /// Shows UIKit a batch it accepts in place of a rejected one: the counts it had (no
    /// operation), or every section deleted and the new ones inserted.
    private func hide(from target: any UIKitListTarget, before: [Int], after: [Int]) {
        if pinsCounts {
            pinnedCounts = before
        } else {
            target.issue(
                BatchUpdate(deleteSections: Array(before.indices), insertSections: Array(after.indices)),
                reconfiguring: [])
        }
    }

    /// Marks the reload as waiting: a batch in progress reloads when it ends; uncommitted
    /// updates are looked at again every `uncommittedUpdatesRetryInterval`.
    private func deferReload() {
        reloadIsDeferred = true
        guard !isInsideUpdates, !retryIsScheduled else { return }
        retryIsScheduled = true
        scheduler.schedule(after: uncommittedUpdatesRetryInterval) { [weak self] in
            MainActor.assumeIsolated { self?.retryDeferredReload() }
        }
    }

    private func retryDeferredReload() {
        retryIsScheduled = false
        guard reloadIsDeferred else { return }
        reloadData()
    }

    private func finishFromUIKit(_ token: Int, _ finished: Bool) {
        guard !isHandingToUIKit else {
            earlyCompletions.append((token, finished))
            return
        }
        completions.take(token)?(finished)
    }

    private func flushEarlyCompletions() {
        let early = earlyCompletions
        earlyCompletions = []
        for (token, finished) in early { completions.take(token)?(finished) }
    }

    /// UIKit may never call a completion (the view left its window during the animation):
    /// after `completionTimeout`, it is called with `finished` false and UIKit's late call,
    /// if any, is ignored. UIKit's batch animations last about 0.3 seconds. The timer keeps
    /// the updater alive until then: the low-level reload's list is gone by that time.
    private func watch(_ token: Int) {
        guard completions.isPending(token) else { return }
        scheduler.schedule(after: completionTimeout) { [self] in
            MainActor.assumeIsolated { completions.take(token)?(false) }
        }
    }

    private static func onlyReloadsItems(_ update: BatchUpdate) -> Bool {
        update.deleteSections.isEmpty && update.insertSections.isEmpty && update.reloadSections.isEmpty
            && update.moveSections.isEmpty && update.deleteItems.isEmpty && update.insertItems.isEmpty
            && update.moveItems.isEmpty
    }
}
