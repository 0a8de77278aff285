import Foundation
import ListUpdates

// New lists of providers reach the list group by group, top down: a group's trace entry is
// one of its emissions, with one batch (one stage) per child that goes, comes or moves,
// naming that child. A child of the same id as one shown takes over what it shows.
extension ComposedListAdapter {
    // MARK: Internal

    /// Applies the children changes of `group`, whose first section is `start`, then of the
    /// groups below it; returns the index after its last section.
    func applyChildrenChanges(of group: ProviderGroup, start: Int) -> Int {
        if group.needsUpdate { showChildren(of: group, start: start) }
        var end = start
        for child in group.shownChildren {
            if let child = child as? ProviderGroup {
                end = applyChildrenChanges(of: child, start: end)
            } else {
                end += child.shownSectionCount
            }
        }
        return end
    }

    /// Reports ids given to more than one child of `group` (the first of each is shown).
    func reportDuplicateIDs(of group: ProviderGroup) {
        var seen: Set<String> = []
        let repeated = group.children.map(\.id).filter { !seen.insert($0).inserted }
        guard !repeated.isEmpty else { return }
        recorder.reportDuplicates(
            repeated, itemTypeName: "providers of " + (group.path.isEmpty ? "the adapter" : group.path))
    }

    // MARK: Private

    /// Shows `group`'s children in one trace entry: adoptions, then a batch per step.
    private func showChildren(of group: ProviderGroup, start: Int) {
        recorder.beginUpdate(
            emission: group.childrenVersion, coalescedEmissions: group.childrenVersion - group.shownVersion - 1,
            provider: group.path.isEmpty ? nil : group.path, itemTypeName: "providers")
        reportDuplicateIDs(of: group)
        let new = ProviderGroup.uniqueChildren(group.children)
        adoptSameIDs(in: group, new: new)
        let steps = ChildrenChange.steps(
            from: group.shownChildren.map(ObjectIdentifier.init), to: new.map(ObjectIdentifier.init))
        group.shownVersion = group.childrenVersion
        guard listView.isInWindow else {
            for step in steps { perform(step, in: group, new: new, start: start) }
            recorder.setMethod(.reloadData, reason: .notInWindow)
            listView.reloadData()
            return finishStructureUpdate()
        }
        recorder.setMethod(steps.isEmpty ? .none : .batches)
        var stage = 0
        for (index, step) in steps.enumerated() {
            do {
                try performBatch(step, in: group, new: new, start: start, stage: &stage)
            } catch {
                // Not possible with the counts the adapter keeps; recovered like a rejected stage.
                recorder.recordRejectedBatch(error)
                for step in steps[(index + 1)...] { perform(step, in: group, new: new, start: start) }
                listView.reloadData()
                break
            }
        }
        finishStructureUpdate()
    }

    /// A child of `new` with the id of a shown child, but another instance, takes over what
    /// the shown one shows (the list then animates to its content); one that cannot comes in
    /// the shown one's place instead.
    private func adoptSameIDs(in group: ProviderGroup, new: [ProviderNode]) {
        let byID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, old) in group.shownChildren.enumerated() {
            guard let replacement = byID[old.id], replacement !== old, replacement.adopt(old) else { continue }
            group.shownChildren[index] = replacement
            if old.parent === group { old.detach() }
            // What it shows is the old content: its own state waits to be applied.
            if let content = (replacement as? any ProviderLeaf)?.content { pending.insert(ObjectIdentifier(content)) }
        }
    }

    /// Performs `step` as one batch, recording its stage; a step that moves no section (a
    /// child without sections) needs no batch.
    private func performBatch(
        _ step: ChildrenChange.Step, in group: ProviderGroup, new: [ProviderNode], start: Int, stage: inout Int
    ) throws(BatchUpdateError) {
        let node: ProviderNode
        switch step {
        case .delete(let index), .move(let index, _): node = group.shownChildren[index]
        case .insert(let newIndex, _):
            node = new[newIndex]
            node.showNewest()  // off the list until the batch inserts it
        }
        guard node.shownSectionCount > 0 else {
            perform(step, in: group, new: new, start: start)
            return
        }
        var update = BatchUpdate()
        structureAnimationsInFlight += 1
        do {
            try listView.performBatchUpdates(
                {
                    update = perform(step, in: group, new: new, start: start).update
                    return update
                },
                completion: { [weak self] _ in self?.structureBatchDidComplete() })
        } catch {
            structureAnimationsInFlight -= 1
            throw error
        }
        if recorder.isTracing { recorder.appendStage(RenderTrace.Stage(index: stage, update, provider: node.path)) }
        stage += 1
    }

    /// Changes `group`'s shown children by `step` and returns the child and the sections it
    /// moves on the list; detaches a child that goes.
    @discardableResult
    private func perform(
        _ step: ChildrenChange.Step, in group: ProviderGroup, new: [ProviderNode], start: Int
    ) -> (node: ProviderNode, update: BatchUpdate) {
        func first(_ index: Int) -> Int {
            group.shownChildren[..<index].reduce(start) { $0 + $1.shownSectionCount }
        }
        switch step {
        case .delete(let index):
            let node = group.shownChildren[index]
            let sections = Array(first(index)..<first(index) + node.shownSectionCount)
            group.shownChildren.remove(at: index)
            if node.parent === group, !new.contains(where: { $0 === node }) { node.detach() }
            showLeaves()
            return (node, BatchUpdate(deleteSections: sections))
        case .insert(let newIndex, let at):
            let node = new[newIndex]
            node.showNewest()
            group.shownChildren.insert(node, at: at)
            showLeaves()
            return (node, BatchUpdate(insertSections: Array(first(at)..<first(at) + node.shownSectionCount)))
        case .move(let from, let to):
            let node = group.shownChildren[from]
            let source = first(from)
            group.shownChildren.remove(at: from)
            group.shownChildren.insert(node, at: to)
            let target = first(to)
            showLeaves()
            let moves = (0..<node.shownSectionCount).map { BatchUpdate.Move(from: source + $0, to: target + $0) }
            return (node, BatchUpdate(moveSections: moves))
        }
    }

    private func finishStructureUpdate() {
        showLeaves()
        recorder.finishUpdate(visible: listView.visibleTraceLines)
    }

    private func structureBatchDidComplete() {
        structureAnimationsInFlight -= 1
        if structureAnimationsInFlight == 0 { pump() }
    }
}
