import Foundation
import ListUpdates
import StagedDiff

// The render-in-place-or-reload decisions, one call per updated item or header, taken inside
// the stage's batch once its data is set (section "In-place render" of the article
// Sources/ListUpdates/ListUpdates.docc/UIKitBatchUpdateRules.md). The steps that read items are inlinable,
// specialised with the rest of the update path; the table itself is `CellRegistry.decide`.
extension UpdatePipeline {
    @inlinable
    func decide(_ target: StagedUpdateTarget, _ context: StagedUpdateContext) -> RenderResult {
        switch target {
        case .item(let indexPath):
            return decideItem(at: indexPath, context)
        case .rowOfUpdatedSection(let indexPath):
            // Unchanged rows of an updated section need nothing; only changed ones are decided.
            if stageIsUpdateOnly, let old = stageSource.item(at: indexPath.section, indexPath.item),
                let new = sections.item(at: indexPath.section, indexPath.item), new.isContentEqual(to: old)
            {
                return .rendered
            }
            return decideItem(at: indexPath, context)
        case .header(let section):
            // A bad `Differentiable` can make the differ point outside the data: reload, never crash.
            guard stageSource.indices.contains(section), sections.indices.contains(section) else {
                return .needsToReload
            }
            let old = stageSource[section].model
            let new = stageIsUpdateOnly ? sections[section].model : old
            let result = record(
                context, viewState: ViewStateLookup.viewState(of: new), target: .header(section: section),
                identifier: old.differenceIdentifier)
            if stageIsUpdateOnly, Self.keepsSection(context, result) { recordDeferredRows(inSection: section) }
            return result
        }
    }

    @inlinable
    func decideItem(at indexPath: IndexPath, _ context: StagedUpdateContext) -> RenderResult {
        guard let old = stageSource.item(at: indexPath.section, indexPath.item),
            let new = stageIsUpdateOnly ? sections.item(at: indexPath.section, indexPath.item) : old
        else { return .needsToReload }
        return record(
            context, viewState: ViewStateLookup.viewState(of: new), target: .item(indexPath),
            identifier: old.differenceIdentifier)
    }

    /// Whether a header decision leaves its section in place (no section reload).
    @usableFromInline
    static func keepsSection(_ context: StagedUpdateContext, _ result: RenderResult) -> Bool {
        switch context {
        case .notVisible: return true
        case .visible: return result == .rendered
        case .stageChangesStructure, .sectionReloaded: return false
        }
    }

    /// Records the changed rows of a kept section that are off screen (the visible ones are
    /// decided one by one as `rowOfUpdatedSection`).
    @inlinable
    func recordDeferredRows(inSection section: Int) {
        guard recorder.isTracing else { return }
        let old = stageSource[section].elements
        let new = sections[section].elements
        for index in new.indices where index < old.count && !new[index].isContentEqual(to: old[index]) {
            let indexPath = IndexPath(item: index, section: section)
            if listView.cellForItem(at: indexPath) == nil { _ = decideItem(at: indexPath, .notVisible) }
        }
    }

    /// Takes the decision for one updated item (or header) whose new view state is
    /// `viewState` and, when tracing, records it.
    @inlinable
    func record(
        _ context: StagedUpdateContext, viewState: Any, target: RenderTrace.Decision.Target,
        identifier: some Hashable
    ) -> RenderResult {
        let isHeader: Bool
        if case .header = target { isHeader = true } else { isHeader = false }
        let (decision, reason, result) = registry.decide(context, viewState: viewState, isHeader: isHeader)
        if recorder.isTracing {
            recorder.recordDecision(
                target, identifier: TracePathText.identifier(identifier), viewState: viewState,
                decision: decision, reason: reason)
        }
        return result
    }
}
