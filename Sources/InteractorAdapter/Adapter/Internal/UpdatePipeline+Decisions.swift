import Foundation
import ListUpdates
import StagedDiff

// The render-in-place-or-reload decisions, one call per updated item, header or footer, taken inside
// the stage's batch once its data is set (section "In-place render" of the article
// Sources/ListUpdates/ListUpdates.docc/UIKitBatchUpdateRules.md). The steps that read items are inlinable,
// specialised with the rest of the update path; the table itself is `CellRegistry.decide`.
extension UpdatePipeline {
    // Targets and the trace use the list's index paths; the items are looked up `sectionOffset`
    // sections higher, in this pipeline's own sections (the same paths for a `ListAdapter`).

    @inlinable
    func decide(_ target: StagedUpdateTarget, _ context: StagedUpdateContext) -> RenderResult {
        switch target {
        case .item(let listPath):
            return decideItem(at: listPath, context)
        case .rowOfUpdatedSection(let listPath):
            // Unchanged rows of an updated section need nothing; only changed ones are decided.
            let section = listPath.section - sectionOffset
            if stageIsUpdateOnly, let old = stageSource.item(at: section, listPath.item),
                let new = sections.item(at: section, listPath.item), new.isContentEqual(to: old)
            {
                return .rendered
            }
            return decideItem(at: listPath, context)
        case .header(let listSection):
            // A bad `Differentiable` can make the differ point outside the data: reload, never crash.
            let section = listSection - sectionOffset
            guard stageSource.indices.contains(section), sections.indices.contains(section) else {
                return .needsToReload
            }
            let old = stageSource[section].model
            let new = stageIsUpdateOnly ? sections[section].model : old
            return record(
                context, viewState: ViewStateLookup.viewState(of: new), target: .header(section: listSection),
                identifier: old.differenceIdentifier)
        case .footer(let listSection):
            return decideFooter(ofSection: listSection, context)
        }
    }

    /// Decides the footer of an updated section (after its header) when the new model has
    /// one (a footer that goes away needs nothing: the list lays the section out without it);
    /// then, when the section stays, records its changed rows off screen.
    @inlinable
    func decideFooter(ofSection listSection: Int, _ context: StagedUpdateContext) -> RenderResult {
        let section = listSection - sectionOffset
        guard stageSource.indices.contains(section), sections.indices.contains(section) else {
            return .needsToReload
        }
        let old = stageSource[section].model
        let new = stageIsUpdateOnly ? sections[section].model : old
        var result = RenderResult.rendered
        if let viewState = ViewStateLookup.footerViewState(of: new) {
            result = record(
                context, viewState: viewState, target: .footer(section: listSection),
                identifier: old.differenceIdentifier)
        } else if case .sectionReloaded = context {
            return .needsToReload
        }
        if stageIsUpdateOnly, Self.keepsSection(context, result) { recordDeferredRows(inSection: section) }
        return result
    }

    @inlinable
    func decideItem(at listPath: IndexPath, _ context: StagedUpdateContext) -> RenderResult {
        // Only a visible cell's decision depends on the view state (`CellRegistry.decide`); any
        // other item needs reloading whatever it shows, and its view state is looked up (and
        // boxed) only for the trace.
        if case .visible = context {
        } else if !recorder.isTracing {
            return .needsToReload
        }
        let section = listPath.section - sectionOffset
        guard let old = stageSource.item(at: section, listPath.item),
            let new = stageIsUpdateOnly ? sections.item(at: section, listPath.item) : old
        else { return .needsToReload }
        handLayoutBeforeDeciding(context, new)
        return record(
            context, viewState: ViewStateLookup.viewState(of: new), target: .item(listPath),
            identifier: old.differenceIdentifier)
    }

    /// Whether a header or footer decision leaves its section in place (no section reload).
    @usableFromInline
    static func keepsSection(_ context: StagedUpdateContext, _ result: RenderResult) -> Bool {
        switch context {
        case .notVisible: return true
        case .visible: return result == .rendered
        case .stageChangesStructure, .sectionReloaded: return false
        }
    }

    /// Records the changed rows of a kept section (one of this pipeline's own) that are off
    /// screen (the visible ones are decided one by one as `rowOfUpdatedSection`).
    @inlinable
    func recordDeferredRows(inSection section: Int) {
        guard recorder.isTracing else { return }
        let old = stageSource[section].elements
        let new = sections[section].elements
        for index in new.indices where index < old.count && !new[index].isContentEqual(to: old[index]) {
            let listPath = IndexPath(item: index, section: section + sectionOffset)
            if listView.cellForItem(at: listPath) == nil { _ = decideItem(at: listPath, .notVisible) }
        }
    }

    /// Takes the decision for one updated item (or header) whose new view state is
    /// `viewState` and, when tracing, records it.
    @inlinable
    func record(
        _ context: StagedUpdateContext, viewState: Any, target: RenderTrace.Decision.Target,
        identifier: some Hashable
    ) -> RenderResult {
        let kind: RegistrationKind
        switch target {
        case .item: kind = .cell
        case .header: kind = .header
        case .footer: kind = .footer
        }
        var (decision, reason, result) = registry.decide(context, viewState: viewState, kind: kind)
        if reason == .animatedRendererSameCellType, case .item(let path) = target, heightChanged(at: path) {
            reason = .resizedInPlace
        }
        if recorder.isTracing {
            recorder.recordDecision(
                target, identifier: TracePathText.identifier(identifier), viewState: viewState,
                decision: decision, reason: reason)
        }
        return result
    }
}
