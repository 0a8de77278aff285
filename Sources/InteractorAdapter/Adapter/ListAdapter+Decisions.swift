import Foundation
import StagedDiff
import ReactiveCore
import ListUpdates

// The render-in-place-or-reload table, one call per updated item or header, taken inside the
// stage's batch once its data is set (see UIKIT-RULES.md, "In-place render").
extension ListAdapter {
    // The steps that read items are inlinable, specialised with the rest of the update path
    // (see ListAdapter+Apply.swift); the table itself does not depend on the item type.

    @inlinable
    func decide(_ target: StagedUpdateTarget, _ context: StagedUpdateContext) -> RenderResult {
        switch target {
        case .item(let indexPath):
            return decideItem(at: indexPath, context)
        case .rowOfUpdatedSection(let indexPath):
            // Unchanged rows of an updated section need nothing; only changed ones are decided.
            if stageIsUpdateOnly, let old = Self.element(of: stageSource, at: indexPath),
               let new = Self.element(of: sections, at: indexPath), new.isContentEqual(to: old) {
                return .rendered
            }
            return decideItem(at: indexPath, context)
        case .header(let section):
            // A bad `Differentiable` can make the differ point outside the data: reload, never crash.
            guard stageSource.indices.contains(section), sections.indices.contains(section) else { return .needsToReload }
            let old = stageSource[section].model
            let new = stageIsUpdateOnly ? sections[section].model : old
            let result = decide(
                context, viewState: ViewStateLookup.viewState(of: new), ofHeader: true,
                target: "header " + String(section), identifier: TracePathText.identifier(old.differenceIdentifier))
            if stageIsUpdateOnly, Self.keepsSection(context, result) { recordDeferredRows(inSection: section) }
            return result
        }
    }

    @inlinable
    func decideItem(at indexPath: IndexPath, _ context: StagedUpdateContext) -> RenderResult {
        guard let old = Self.element(of: stageSource, at: indexPath),
              let new = stageIsUpdateOnly ? Self.element(of: sections, at: indexPath) : old else { return .needsToReload }
        return decide(
            context, viewState: ViewStateLookup.viewState(of: new), ofHeader: false,
            target: TracePathText.path(section: indexPath.section, item: indexPath.item),
            identifier: TracePathText.identifier(old.differenceIdentifier))
    }

    @inlinable
    static func element(of sections: [Section], at indexPath: IndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].elements.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].elements[indexPath.item]
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
        let old = stageSource[section].elements
        let new = sections[section].elements
        for index in new.indices where index < old.count && !new[index].isContentEqual(to: old[index]) {
            let indexPath = IndexPath(item: index, section: section)
            if listView.cellForItem(at: indexPath) == nil { _ = decideItem(at: indexPath, .notVisible) }
        }
    }

    /// Takes and records the decision for one updated item (or header) whose new view state
    /// is `viewState`.
    @usableFromInline
    func decide(
        _ context: StagedUpdateContext, viewState: Any, ofHeader: Bool, target: String, identifier: String
    ) -> RenderResult {
        let registration = ofHeader ? headers.registration(for: viewState) : cells.registration(for: viewState)
        let (decision, reason, result) = Self.decision(context, viewState: viewState, registration: registration)
        let record = RenderTrace.Decision(
            target: target, identifier: identifier,
            viewStateType: typeNames.name(ofTypeOf: viewState), decision: decision, reason: reason)
        if let last = pendingEntry?.stages.indices.last {
            pendingEntry?.stages[last].decisions.append(record)
        }
        return result
    }

    private static func decision(
        _ context: StagedUpdateContext, viewState: Any, registration: CellRegistration?
    ) -> (RenderTrace.Decision.Kind, String, RenderResult) {
        switch context {
        case .notVisible:
            return (.deferred, "not visible", .needsToReload)
        case .sectionReloaded:
            return (.reloaded, "its section is reloaded", .needsToReload)
        case .stageChangesStructure:
            return (.reloaded, "the stage also inserts, deletes or moves", .needsToReload)
        case .visible(let cell):
            guard let registration else {
                return (.reloaded, "no cell registered", .needsToReload)
            }
            guard ObjectIdentifier(type(of: cell)) == ObjectIdentifier(registration.cellType) else {
                return (.reloaded, "cell type changed from \(type(of: cell)) to \(registration.cellTypeName)", .needsToReload)
            }
            guard let renderAnimated = registration.renderAnimated else {
                return (.reloaded, "renderer cannot animate", .needsToReload)
            }
            if renderAnimated(cell, viewState) == .rendered {
                return (.renderedInPlace, "animated renderer, same cell type", .rendered)
            }
            return (.reloaded, "renderer asked to reload", .needsToReload)
        }
    }
}
