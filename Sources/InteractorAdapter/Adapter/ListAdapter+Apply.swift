import Foundation
import StagedDiff
import ReactiveCore
import ListUpdates

// The update path, top to bottom: an emission waits in the inbox → `pump` takes the newest
// when the list is idle → `apply` diffs it against the screen (here or on `diffScheduler`)
// → fallback check → one batch per stage, deciding each updated item inside the batch →
// trace entry → on the last completion, `pump` again for whatever arrived meanwhile.
//
// The steps that touch the generic sections and items are `@inlinable`: `bind` is, so they
// are specialised for the caller's `Model` and `Item`. Compiled here, as generic code, they
// looked type metadata up at every array access and copy (about 180 lookups per update).
// Steps that do not depend on the item type stay here, `@usableFromInline`.
extension ListAdapter {
    /// A scheduled hop from an emitting thread: applies the newest state if the list is idle.
    @inlinable
    func deliver(from inbox: AdapterInbox<[Section]>) {
        guard inbox === self.inbox else { return }  // from a binding replaced since
        pump()
    }

    /// Applies the newest waiting state, repeatedly, until none waits or the list is busy.
    @inlinable
    func pump() {
        while !isApplying, animationsInFlight == 0, diffInFlight == nil, let delivery = inbox.take() {
            lastEmission = delivery.number
            if let diffScheduler, hasApplied, listView.isInWindow {
                diffInBackground(delivery, on: diffScheduler)
            } else {
                apply(delivery) { differ(sections, delivery.value) }
            }
        }
    }

    /// Applies `delivery`, diffing with `diff` unless the list must simply reload.
    @inlinable
    func apply(_ delivery: AdapterInbox<[Section]>.Delivery, diff: () -> StagedChangeset<[Section]>) {
        isApplying = true
        defer { isApplying = false }
        pendingEntry = RenderTrace.Entry(
            kind: .update, emission: delivery.number, coalescedEmissions: delivery.skipped)
        let target = delivery.value
        if !hasApplied {
            reloadAll(target, reason: "first data")
        } else if !listView.isInWindow {
            reloadAll(target, reason: "not in a window")
        } else {
            applyChangeset(diff(), target: target)
        }
        hasApplied = true
        finishEntry()
    }

    @inlinable
    func applyChangeset(_ staged: StagedChangeset<[Section]>, target: [Section]) {
        guard !staged.isEmpty else {
            setSections(target)  // equal identities and contents: nothing to redraw
            pendingEntry?.method = RenderTrace.Entry.Method.none
            return
        }
        let changeCount = staged.changeCount
        guard changeCount <= reloadThreshold else {
            reloadAll(target, reason: "\(changeCount) changes > threshold \(reloadThreshold)")
            return
        }
        pendingEntry?.method = .batches
        animationsInFlight += 1
        let hooks = StagedReloadHooks(
            decide: { [unowned self] target, context in decide(target, context) },
            stageWillApply: { [unowned self] index in beginStage(staged[index], index: index) })
        do {
            _ = try listView.applyStages(staged, interrupt: nil, setData: { data in
                setSections(data)
                generation += 1
            }, hooks: hooks, completion: { [weak self] _ in
                self?.batchDidComplete()
            })
        } catch {
            pendingEntry?.method = .reloadData
            pendingEntry?.rejectedBatch = error.description
            pendingEntry?.reason = "batch rejected; recovered with reloadData"
        }
    }

    /// Sets what the data source answers (`sections` has no setter inlinable code may call).
    @usableFromInline
    func setSections(_ data: [Section]) {
        sections = data
    }

    /// Sets `target` and reloads everything, recording why.
    @usableFromInline
    func reloadAll(_ target: [Section], reason: String) {
        sections = target
        generation += 1
        pendingEntry?.method = .reloadData
        pendingEntry?.reason = reason
        listView.reloadData()
    }

    @inlinable
    func beginStage(_ stage: Changeset<[Section]>, index: Int) {
        stageSource = sections
        stageIsUpdateOnly = stage.sectionDeleted.isEmpty && stage.sectionInserted.isEmpty
            && stage.sectionMoved.isEmpty && stage.elementDeleted.isEmpty
            && stage.elementInserted.isEmpty && stage.elementMoved.isEmpty
        pendingEntry?.stages.append(RenderTrace.Stage(index: index, stage))
    }

    @inlinable
    func batchDidComplete() {
        animationsInFlight -= 1
        if animationsInFlight == 0 { pump() }
    }
}
