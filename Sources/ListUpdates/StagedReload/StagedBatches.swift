import BinarySearch
import Foundation
import StagedDiff

/// The staged reload both the public `ListView.reload(using:...)` and the adapter run.
///
/// Functions of a list passed as `any ListView`, generic over the data only, and inlinable:
/// the adapter's update path, specialised for its caller's data, specialises them too (as a
/// protocol extension on a list opened from an existential they would stay generic, looking
/// the changesets' type metadata up at every stage).
@MainActor
@usableFromInline
package enum StagedBatches {
    /// One batch per stage on `list`, `setData` inside it, updated things decided through
    /// `hooks`.
    @inlinable
    package static func apply<C>(
        _ staged: StagedChangeset<C>,
        on list: any ListView,
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
        guard list.isInWindow else {
            setData(last.data)
            list.reloadData()
            completion?(true)
            return .reloadedData(notInWindow: true, interruptedAtStage: nil)
        }
        for index in 0..<stageCount {
            let stage = index == stageCount - 1 ? last : staged[index]
            if let interrupt, interrupt(stage) {
                setData(last.data)
                list.reloadData()
                completion?(true)
                return .reloadedData(notInWindow: false, interruptedAtStage: index)
            }
            let isLast = index == stageCount - 1
            do {
                try list.performBatchUpdates(
                    {
                        hooks.stageWillApply?(index)
                        setData(stage.data)
                        return batchUpdate(for: stage, on: list, hooks: hooks)
                    }, completion: isLast ? completion : nil)
            } catch {
                setData(last.data)
                list.reloadData()
                completion?(false)
                throw error
            }
        }
        return .batches(count: stageCount)
    }

    /// The operations of one stage, with the updated things decided: runs inside the batch,
    /// after the stage's data is set and before the list moves any cell.
    @inlinable
    static func batchUpdate<C>(for stage: Changeset<C>, on list: any ListView, hooks: StagedReloadHooks) -> BatchUpdate
    {
        let onlyUpdates = stage.hasOnlyUpdates
        var reloadSections: [Int] = []
        var keptSections: Set<Int> = []
        for section in stage.sectionUpdated {
            if sectionNeedsReload(section, of: list, onlyUpdates: onlyUpdates, hooks) {
                reloadSections.append(section)
            } else {
                keptSections.insert(section)
            }
        }
        let reloadedSections = Set(reloadSections)
        var reloadItems =
            keptSections.isEmpty ? [] : rowsToReload(inKeptSections: keptSections, of: list, onlyUpdates, hooks)
        for path in stage.elementUpdated {
            let indexPath = IndexPath(path)
            if reloadedSections.contains(path.section) {
                _ = hooks.decide(.item(indexPath), .sectionReloaded)
                continue
            }
            let context = updateContext(list.cellForItem(at: indexPath), onlyUpdates: onlyUpdates)
            if needsReload(hooks.decide(.item(indexPath), context), context) {
                reloadItems.append(indexPath)
            }
        }
        return BatchUpdate(stage, reloadSections: reloadSections, reloadItems: reloadItems)
    }

    /// Decides the header of an updated section, then its footer: the section is reloaded
    /// when either needs it (a footer in a section reloaded for its header is told so).
    @usableFromInline
    static func sectionNeedsReload(
        _ section: Int, of list: any ListView, onlyUpdates: Bool, _ hooks: StagedReloadHooks
    ) -> Bool {
        let header = updateContext(list.headerForSection(section), onlyUpdates: onlyUpdates)
        guard !needsReload(hooks.decide(.header(section: section), header), header) else {
            _ = hooks.decide(.footer(section: section), .sectionReloaded)
            return true
        }
        let footer = updateContext(list.footerForSection(section), onlyUpdates: onlyUpdates)
        return needsReload(hooks.decide(.footer(section: section), footer), footer)
    }

    /// Offers the visible rows of updated sections that are not reloaded, since the differ
    /// does not list element updates inside an updated section.
    @usableFromInline
    static func rowsToReload(
        inKeptSections sections: Set<Int>, of list: any ListView, _ onlyUpdates: Bool, _ hooks: StagedReloadHooks
    ) -> [IndexPath] {
        var reloads: [IndexPath] = []
        // Sorted: a collection view returns its visible index paths in no particular order.
        for indexPath in list.indexPathsForVisibleItems.sorted() where sections.contains(indexPath.section) {
            let context = updateContext(list.cellForItem(at: indexPath), onlyUpdates: onlyUpdates)
            if needsReload(hooks.decide(.rowOfUpdatedSection(indexPath), context), context) {
                reloads.append(indexPath)
            }
        }
        return reloads
    }

    @usableFromInline
    static func updateContext(_ cell: (any ListCell)?, onlyUpdates: Bool) -> StagedUpdateContext {
        guard let cell else { return .notVisible }
        return onlyUpdates ? .visible(cell) : .stageChangesStructure
    }

    @usableFromInline
    static func needsReload(_ answer: RenderResult, _ context: StagedUpdateContext) -> Bool {
        switch context {
        case .visible: return answer == .needsToReload
        case .stageChangesStructure: return true
        case .notVisible, .sectionReloaded: return false
        }
    }
}
