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
/// - a batch while `hasUncommittedUpdates` is true (the user drags a row, or UIKit is telling
///   the data source where it was dropped) is held: its data is set and checked, UIKit keeps
///   being shown the counts it has, and the operations reach UIKit as soon as it is false;
/// - whatever UIKit asks between two batches is answered from the data it has committed: a
///   data source that adopts `CommittedDataHolding` is told to hold that data before a held
///   batch's data (or that of a reload that must wait) is set, and to answer from the new
///   data inside the block that hands the batch to UIKit, or just before the reload;
/// - after a user's move UIKit already shows the row in its new place: the counts last given
///   to UIKit follow the move, so that the next batch animates from what is on screen;
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
    ///     that a rejected batch can be shown to UIKit as an empty one and a batch can be held
    ///     during a drag; otherwise a rejected batch is replaced by one that deletes every
    ///     section and inserts the new ones, which UIKit's rules always accept, before the
    ///     reload, and a batch during a drag sets the data and reloads once it is over.
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
    /// How long to wait before looking again at a reload or a held batch that waits for
    /// uncommitted updates.
    var uncommittedUpdatesRetryInterval: TimeInterval = 0.1

    /// The counts UIKit is shown while a rejected batch is in its hands, or while a batch is
    /// held: those UIKit has.
    private(set) var pinnedCounts: [Int]?

    /// Whether `reloadData()` would wait now.
    var reloadWillWait: Bool {
        isInsideUpdates || target?.hasUncommittedUpdates == true
    }

    /// Reloads, or waits with it while inside a batch's block or while UIKit has uncommitted
    /// updates. A held batch is finished by the reload, which shows its data.
    func reloadData() {
        guard let target else { return }
        guard !isInsideUpdates, !target.hasUncommittedUpdates else {
            deferReload()
            return
        }
        reloadIsDeferred = false
        releaseHeldBatch()
        target.committedData?.listViewDidCommitData(target)
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
        if heldBatch != nil, !target.hasUncommittedUpdates { handHeldBatchToUIKit() }
        let before = displayedCounts ?? target.countsInDataSource
        let matchesUIKit = target.isInWindow && !reloadIsDeferred && target.countsInUIKit == before
        if target.hasUncommittedUpdates, matchesUIKit, pinsCounts, heldBatch == nil {
            try hold(updates, completion: completion, before: before)
            return
        }
        guard matchesUIKit, !target.hasUncommittedUpdates else {
            if target.hasUncommittedUpdates { target.committedData?.listViewWillHoldCommittedData(target) }
            _ = run(updates)
            reloadData()
            completion?(true)
            return
        }
        let token = completions.add(completion)
        var rejection: BatchUpdateError?
        var after = before
        withoutActuallyEscaping(updates) { updates in
            callUIKit(target, finishing: token) { [self] in
                let update = run(updates)
                after = target.countsInDataSource
                rejection = BatchUpdateValidator.validate(update, before: before, after: after, style: target.style)
                if rejection != nil {
                    hide(from: target, before: before, after: after)
                } else {
                    issue(update, to: target)
                }
            }
        }
        pinnedCounts = nil
        displayedCounts = after
        if let rejection {
            _ = completions.take(token)
            target.reloadAndLayOut()
            throw rejection
        }
        finishHandingOver(token)
    }

    /// UIKit moved a row itself: the user dropped it at `destination`. The counts last given
    /// to UIKit follow the move, so that the next batch is not taken for a mismatch.
    /// - Returns: whether the data source may be told about the move. Not when a batch was
    ///   held or a reload asked for during the drag: the data source's data already changed,
    ///   so `source` may name another item there; the list then reloads once the drag is over
    ///   and shows the data source's order.
    func userMovedItem(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard heldBatch == nil, !reloadIsDeferred else {
            if let target, let committed = target.committedData {
                committed.listView(target, moveCommittedItemAt: source, to: destination)
            }
            if let held = heldBatch {
                heldBatch = nil
                held.completion?(true)
            }
            deferReload()
            return false
        }
        if var counts = displayedCounts, counts.indices.contains(source.section),
            counts.indices.contains(destination.section)
        {
            counts[source.section] -= 1
            counts[destination.section] += 1
            displayedCounts = counts
        }
        return true
    }

    // MARK: Private

    /// A batch whose data is set and whose operations wait for UIKit's uncommitted updates.
    private struct HeldBatch {
        var update: BatchUpdate
        var after: [Int]
        var completion: ((Bool) -> Void)?
    }

    private let scheduler: any Scheduler
    private let reconfigures: Bool
    private let pinsCounts: Bool
    /// The counts last given to UIKit (at a reload or a batch, or moved by the user); nil
    /// before the first.
    private var displayedCounts: [Int]?
    private var isInsideUpdates = false
    private var isHandingToUIKit = false
    private var reloadIsDeferred = false
    private var retryIsScheduled = false
    private var heldBatch: HeldBatch?
    private var heldBatchIsScheduled = false
    private var completions = PendingCompletions()
    /// Completions UIKit called while `performBatchUpdates` had not returned yet.
    private var earlyCompletions: [(token: Int, finished: Bool)] = []

    private func run(_ updates: () -> BatchUpdate) -> BatchUpdate {
        isInsideUpdates = true
        defer { isInsideUpdates = false }
        return updates()
    }

    /// UIKit's `performBatchUpdates` with `body`; UIKit's completion finishes `token`.
    private func callUIKit(_ target: any UIKitListTarget, finishing token: Int, _ body: @escaping () -> Void) {
        isHandingToUIKit = true
        target.performUIKitBatchUpdates(body, completion: { [self] finished in finishFromUIKit(token, finished) })
        isHandingToUIKit = false
    }

    /// After UIKit accepted a batch: completions it called early run, a reload asked for
    /// meanwhile happens, and the completion is watched.
    private func finishHandingOver(_ token: Int) {
        flushEarlyCompletions()
        if reloadIsDeferred { reloadData() }
        watch(token)
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

    /// Sets the data of a batch that comes while UIKit has uncommitted updates and checks it;
    /// UIKit keeps being shown the counts it has until the operations reach it (Apple
    /// documentation, `UITableView.hasUncommittedUpdates`: "When this property is true, avoid
    /// making any significant changes to the table view"). A rejected batch reloads once the
    /// updates are committed.
    private func hold(
        _ updates: () -> BatchUpdate, completion: ((Bool) -> Void)?, before: [Int]
    ) throws(BatchUpdateError) {
        guard let target else { return }
        pinnedCounts = before
        target.committedData?.listViewWillHoldCommittedData(target)
        let update = run(updates)
        let after = target.countsInDataSource
        if let rejection = BatchUpdateValidator.validate(update, before: before, after: after, style: target.style) {
            reloadData()
            throw rejection
        }
        heldBatch = HeldBatch(update: update, after: after, completion: completion)
        scheduleHeldBatch(after: 0)
    }

    /// Looks at the held batch after `delay`, and again every `uncommittedUpdatesRetryInterval`
    /// while UIKit has uncommitted updates.
    private func scheduleHeldBatch(after delay: TimeInterval) {
        guard !heldBatchIsScheduled else { return }
        heldBatchIsScheduled = true
        scheduler.schedule(after: delay) { [weak self] in
            MainActor.assumeIsolated { self?.retryHeldBatch() }
        }
    }

    private func retryHeldBatch() {
        heldBatchIsScheduled = false
        guard heldBatch != nil, let target else { return }
        if target.hasUncommittedUpdates {
            scheduleHeldBatch(after: uncommittedUpdatesRetryInterval)
        } else {
            handHeldBatchToUIKit()
        }
    }

    /// Gives UIKit the held batch's operations: its counts are those before the batch (the
    /// pinned ones), its data source's those after. The list reloads instead when it left its
    /// window, UIKit shows other counts, or a reload was asked for meanwhile.
    private func handHeldBatchToUIKit() {
        guard let target, let held = heldBatch else { return }
        heldBatch = nil
        pinnedCounts = nil
        guard target.isInWindow, !reloadIsDeferred, target.countsInUIKit == displayedCounts else {
            reloadData()
            held.completion?(true)
            return
        }
        let token = completions.add(held.completion)
        callUIKit(target, finishing: token) { [self] in
            target.committedData?.listViewDidCommitData(target)
            issue(held.update, to: target)
        }
        displayedCounts = held.after
        finishHandingOver(token)
    }

    /// The held batch is finished by a reload that shows its data; UIKit reads the data
    /// source's counts again.
    private func releaseHeldBatch() {
        pinnedCounts = nil
        guard let held = heldBatch else { return }
        heldBatch = nil
        held.completion?(true)
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
