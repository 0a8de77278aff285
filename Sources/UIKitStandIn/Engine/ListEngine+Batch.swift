#if !canImport(UIKit)
import Foundation
import ListUpdates

extension ListEngine {
    /// One `performBatchUpdates(_:completion:)`, as UIKit applies it (Apple documentation,
    /// `UITableView.performBatchUpdates(_:completion:)`):
    ///
    /// 1. the counts are loaded now if nothing read them yet, so data changed before the call
    ///    becomes the "before" state; a batch while `hasUncommittedUpdates` is true (a row is
    ///    being dragged) is recorded in `violations` (Apple documentation,
    ///    `UITableView.hasUncommittedUpdates`: "When this property is true, avoid making any
    ///    significant changes to the table view");
    /// 2. `updates` runs and its operations are collected; a call from inside it joins this
    ///    batch (`UICollectionView.performBatchUpdates`: "Nestable");
    /// 3. the data source's counts are read again and the batch is checked with UIKit's rules
    ///    (`BatchUpdateValidator`). An inconsistency is what UIKit raises as
    ///    NSInternalInconsistencyException, and the app stops: the stand-in records the message
    ///    in `raisedExceptions`, reloads so that a test can go on, and runs no completion;
    /// 4. otherwise surviving cells move with their rows, inserted and reloaded visible rows
    ///    get cells from the data source, reconfigured ones are configured again in place;
    /// 5. the completion runs with `finished` true when the animation ends (`animationTimer`,
    ///    or `finishAnimations()`), at once when the list is not in a window, with false when
    ///    `reloadData()` interrupts it, and never when the list leaves its window meanwhile.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if batchDepth > 0 {
            updates?()
            if let completion { nestedCompletions.append(completion) }
            return
        }
        loadCountsIfNeeded()
        if hasUncommittedUpdates { controls.record(.batchUpdatesWithUncommittedUpdates) }
        let before = counts ?? []
        batchDepth = 1
        batchOperations = StandInBatch()
        nestedCompletions = []
        updates?()
        batchDepth = 0
        let batch = batchOperations
        let completions = (completion.map { [$0] } ?? []) + nestedCompletions
        nestedCompletions = []
        controls.batches.append(batch)
        let after = readCounts()
        let plan: BatchUpdatePlan
        do {
            plan = try BatchUpdateValidator.plan(batch.update, before: before, after: after, style: style)
        } catch {
            raise(error.description)
            return
        }
        if let problem = reconfigureProblem(batch, before: before) {
            raise(problem)
            return
        }
        apply(plan, counts: after)
        reconfigure(batch, plan: plan)
        measureVisibleSelfSizingCells()
        settleSelfSizing()
        startAnimation(completions)
    }

    /// Collects one operation, or applies it as its own batch when called outside one.
    func issue(_ operation: @escaping (inout StandInBatch) -> Void) {
        guard batchDepth > 0 else {
            performBatchUpdates({ [self] in operation(&batchOperations) }, completion: nil)
            return
        }
        operation(&batchOperations)
    }

    /// Ends every running animation: its completions run with `finished`.
    func finishAnimations(finished: Bool) {
        let running = animations.keys.sorted()
        for id in running { finishAnimation(id, finished: finished) }
    }

    /// The list left its window: running animations are dropped and their completions never
    /// run (the project's rules article, "Completion": "the completion may never run when the
    /// view leaves its window during the animation"; Apple does not document it).
    func dropAnimations() {
        animations = [:]
    }

    // MARK: Private

    /// Records what UIKit would raise, and reloads so that a test can go on.
    private func raise(_ message: String) {
        controls.raisedExceptions.append(message)
        discardEverything()
    }

    /// Moves the cells, headers, footers, selection and prefetched items of the rows and
    /// sections that survive `plan` to their new places, pools the others, and lays the list
    /// out with the new counts.
    func apply(_ plan: BatchUpdatePlan, counts after: [Int]) {
        var carried: [IndexPath: UIView] = [:]
        var retiring: [(UIView, ViewKind)] = []
        for (path, cell) in visible.merging(prepared, uniquingKeysWith: { current, _ in current }) {
            if let target = plan.newIndexPath(for: path) {
                carried[target] = cell
            } else {
                retiring.append((cell, .cell))
            }
        }
        let carriedHeaders = carry(headers, kind: .header, plan: plan, retiring: &retiring)
        let carriedFooters = carry(footers, kind: .footer, plan: plan, retiring: &retiring)
        // UIKit keeps the selection of rows that move and drops that of deleted and reloaded rows.
        selected = Set(selected.compactMap(plan.newIndexPath(for:)))
        prefetched = prefetched.compactMap(plan.newIndexPath(for:))
        carrySelfSizedSizes(through: plan)
        setCounts(after)
        clampContentOffset()
        refresh(
            carrying: carried, headers: carriedHeaders, footers: carriedFooters, retiring: retiring,
            retireFirst: false)
    }

    /// Why UIKit would refuse the batch's reconfigures, or nil: reconfigured index paths must
    /// exist before the batch and not be reloaded by it. UIKit has no message of its own for
    /// these in its documentation, so the stand-in words one in the style of the others.
    private func reconfigureProblem(_ batch: StandInBatch, before: [Int]) -> String? {
        guard !batch.reconfigured.isEmpty else { return nil }
        let update = batch.update
        let structural =
            !update.deleteSections.isEmpty || !update.insertSections.isEmpty || !update.reloadSections.isEmpty
            || !update.moveSections.isEmpty || !update.deleteItems.isEmpty || !update.insertItems.isEmpty
            || !update.moveItems.isEmpty
        if structural { controls.record(.reconfigureInStructuralBatch) }
        for path in batch.reconfigured {
            let text = path.map(String.init).joined(separator: "-")
            guard path.count == 2, before.indices.contains(path.section), (0..<before[path.section]).contains(path.item)
            else { return "attempt to reconfigure \(style.itemNoun) \(text), which does not exist before the update" }
            if update.reloadItems.contains(path) {
                return "attempt to reload and reconfigure the same index path (\(text))"
            }
        }
        return nil
    }

    /// Configures the reconfigured cells again through the data source, which gets the
    /// existing cell back from its dequeue (Apple documentation, `UITableView.reconfigureRows(at:)`:
    /// "To update the contents of existing (including prefetched) cells without replacing them
    /// with new cells"). Items without a cell have nothing to update.
    private func reconfigure(_ batch: StandInBatch, plan: BatchUpdatePlan) {
        for path in batch.reconfigured {
            guard let target = plan.newIndexPath(for: path), let cell = cell(at: target) else { continue }
            controls.reconfiguredCells += 1
            _ = requestCell(at: target, reconfiguring: cell)
        }
    }

    /// The header or footer slots of the sections that survive `plan`, at their new sections;
    /// the views of the others join `retiring`.
    private func carry(
        _ slots: [Int: UIView?], kind: ViewKind, plan: BatchUpdatePlan, retiring: inout [(UIView, ViewKind)]
    ) -> [Int: UIView?] {
        var carried: [Int: UIView?] = [:]
        for (section, view) in slots {
            if let target = plan.newSection(for: section) {
                carried[target] = .some(view)
            } else if let view {
                retiring.append((view, kind))
            }
        }
        return carried
    }

    private func startAnimation(_ completions: [(Bool) -> Void]) {
        guard let host, host.window != nil else {
            for completion in completions { completion(true) }
            return
        }
        let id = nextAnimation
        nextAnimation += 1
        animations[id] = completions
        controls.animationTimer?(controls.animationDuration) { [weak self] in
            self?.finishAnimation(id, finished: true)
        }
    }

    private func finishAnimation(_ id: Int, finished: Bool) {
        guard let completions = animations.removeValue(forKey: id) else { return }
        for completion in completions { completion(finished) }
    }
}
#endif
