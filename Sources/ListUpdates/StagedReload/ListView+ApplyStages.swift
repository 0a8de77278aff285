import BinarySearch
import Foundation
import StagedDiff

extension ListView {
    /// The staged reload both the public `reload(using:...)` and the adapter run: one batch
    /// per stage, `setData` inside it, updated things decided through `hooks`.
    @usableFromInline
    package func applyStages<C>(
        _ staged: StagedChangeset<C>,
        interrupt: ((Changeset<C>) -> Bool)?,
        setData: (C) -> Void,
        hooks: StagedReloadHooks,
        completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) -> StagedReloadOutcome {
        // Plain integer indices rather than `last`, `count` and `enumerated()`: callers such
        // as the generic adapter run this unspecialised, where every generic collection call
        // looks its type metadata up again.
        let stageCount = staged.endIndex
        guard stageCount > 0 else {
            completion?(true)
            return .nothingToApply
        }
        let last = staged[stageCount - 1]
        guard isInWindow else {
            setData(last.data)
            reloadData()
            completion?(true)
            return .reloadedData(notInWindow: true, interruptedAtStage: nil)
        }
        for index in 0..<stageCount {
            let stage = index == stageCount - 1 ? last : staged[index]
            if let interrupt, interrupt(stage) {
                setData(last.data)
                reloadData()
                completion?(true)
                return .reloadedData(notInWindow: false, interruptedAtStage: index)
            }
            let isLast = index == stageCount - 1
            do {
                try performBatchUpdates(
                    {
                        hooks.stageWillApply?(index)
                        setData(stage.data)
                        return batchUpdate(for: stage, hooks: hooks)
                    }, completion: isLast ? completion : nil)
            } catch {
                setData(last.data)
                reloadData()
                completion?(false)
                throw error
            }
        }
        return .batches(count: stageCount)
    }

    /// The operations of one stage, with the updated things decided: runs inside the batch,
    /// after the stage's data is set and before the list moves any cell.
    func batchUpdate<C>(for stage: Changeset<C>, hooks: StagedReloadHooks) -> BatchUpdate {
        let onlyUpdates = stage.hasOnlyUpdates
        var reloadSections: [Int] = []
        var keptSections: Set<Int> = []
        for section in stage.sectionUpdated {
            if sectionNeedsReload(section, onlyUpdates: onlyUpdates, hooks) {
                reloadSections.append(section)
            } else {
                keptSections.insert(section)
            }
        }
        let reloadedSections = Set(reloadSections)
        var reloadItems = keptSections.isEmpty ? [] : rowsToReload(inKeptSections: keptSections, onlyUpdates, hooks)
        for path in stage.elementUpdated {
            let indexPath = IndexPath(path)
            if reloadedSections.contains(path.section) {
                _ = hooks.decide(.item(indexPath), .sectionReloaded)
                continue
            }
            let context = updateContext(cellForItem(at: indexPath), onlyUpdates: onlyUpdates)
            if needsReload(hooks.decide(.item(indexPath), context), context) {
                reloadItems.append(indexPath)
            }
        }
        return BatchUpdate(stage, reloadSections: reloadSections, reloadItems: reloadItems)
    }

    /// Decides the header of an updated section, then its footer: the section is reloaded
    /// when either needs it (a footer in a section reloaded for its header is told so).
    private func sectionNeedsReload(_ section: Int, onlyUpdates: Bool, _ hooks: StagedReloadHooks) -> Bool {
        let header = updateContext(headerForSection(section), onlyUpdates: onlyUpdates)
        guard !needsReload(hooks.decide(.header(section: section), header), header) else {
            _ = hooks.decide(.footer(section: section), .sectionReloaded)
            return true
        }
        let footer = updateContext(footerForSection(section), onlyUpdates: onlyUpdates)
        return needsReload(hooks.decide(.footer(section: section), footer), footer)
    }

    /// Offers the visible rows of updated sections that are not reloaded, since the differ
    /// does not list element updates inside an updated section.
    private func rowsToReload(
        inKeptSections sections: Set<Int>, _ onlyUpdates: Bool, _ hooks: StagedReloadHooks
    ) -> [IndexPath] {
        var reloads: [IndexPath] = []
        // Sorted: a collection view returns its visible index paths in no particular order.
        for indexPath in indexPathsForVisibleItems.sorted() where sections.contains(indexPath.section) {
            let context = updateContext(cellForItem(at: indexPath), onlyUpdates: onlyUpdates)
            if needsReload(hooks.decide(.rowOfUpdatedSection(indexPath), context), context) {
                reloads.append(indexPath)
            }
        }
        return reloads
    }

    private func updateContext(_ cell: (any ListCell)?, onlyUpdates: Bool) -> StagedUpdateContext {
        guard let cell else { return .notVisible }
        return onlyUpdates ? .visible(cell) : .stageChangesStructure
    }

    private func needsReload(_ answer: RenderResult, _ context: StagedUpdateContext) -> Bool {
        switch context {
        case .visible: return answer == .needsToReload
        case .stageChangesStructure: return true
        case .notVisible, .sectionReloaded: return false
        }
    }
}
