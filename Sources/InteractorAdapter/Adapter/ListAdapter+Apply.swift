import Foundation

// The update path, top to bottom: an emission waits in the inbox → `pump` takes the newest
// when the list is idle → `apply` diffs it against the screen (here or on `diffScheduler`)
// → fallback check → one batch per stage, deciding each updated item inside the batch →
// trace entry → on the last completion, `pump` again for whatever arrived meanwhile.
extension ListAdapter {
    /// A scheduled hop from an emitting thread: applies the newest state if the list is idle.
    func deliver(from inbox: AdapterInbox<[Section]>) {
        guard inbox === self.inbox else { return }  // from a binding replaced since
        pump()
    }

    /// Applies the newest waiting state, repeatedly, until none waits or the list is busy.
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

    private func applyChangeset(_ staged: StagedChangeset<[Section]>, target: [Section]) {
        guard !staged.isEmpty else {
            sections = target  // equal identities and contents: nothing to redraw
            pendingEntry?.method = Entry.Method.none
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
                sections = data
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

    /// Sets `target` and reloads everything, recording why.
    func reloadAll(_ target: [Section], reason: String) {
        sections = target
        generation += 1
        pendingEntry?.method = .reloadData
        pendingEntry?.reason = reason
        listView.reloadData()
    }

    private func beginStage(_ stage: Changeset<[Section]>, index: Int) {
        stageSource = sections
        stageIsUpdateOnly = stage.sectionDeleted.isEmpty && stage.sectionInserted.isEmpty
            && stage.sectionMoved.isEmpty && stage.elementDeleted.isEmpty
            && stage.elementInserted.isEmpty && stage.elementMoved.isEmpty
        pendingEntry?.stages.append(RenderTrace.Stage(index: index, stage))
    }

    private func batchDidComplete() {
        animationsInFlight -= 1
        if animationsInFlight == 0 { pump() }
    }

    typealias Entry = RenderTrace.Entry
}
