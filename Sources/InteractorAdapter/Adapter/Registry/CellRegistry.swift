import Foundation
import ListUpdates

/// The cells and headers registered on an adapter (or on one provider of a composed list),
/// and the render-in-place-or-reload table that decides each updated item against them.
@MainActor
@usableFromInline
final class CellRegistry {
    // MARK: Lifecycle

    init() {}

    // MARK: Internal

    /// Whether any header type is registered (a list with none shows no headers).
    var hasHeaders: Bool { !headers.isEmpty }

    func registerCell(_ registration: CellRegistration, for viewStateType: Any.Type) {
        cells.register(registration, for: viewStateType)
    }

    func registerHeader(_ registration: CellRegistration, for viewStateType: Any.Type) {
        headers.register(registration, for: viewStateType)
    }

    /// Registers every registered class on `listView` (for a provider that meets its list
    /// after its cells were registered).
    func registerClasses(on listView: any ListView) {
        for registration in cells.all {
            listView.register(registration.cellType, forReuseIdentifier: registration.reuseIdentifier)
        }
        for registration in headers.all {
            listView.register(registration.cellType, forHeaderReuseIdentifier: registration.reuseIdentifier)
        }
    }

    /// The registration for `viewState`'s dynamic type, or nil.
    func registration(for viewState: Any, isHeader: Bool) -> CellRegistration? {
        isHeader ? headers.registration(for: viewState) : cells.registration(for: viewState)
    }

    /// The table: what to do with an updated item (or header) whose new view state is
    /// `viewState`, standing in `context` (see `StagedUpdateContext`).
    @usableFromInline
    func decide(
        _ context: StagedUpdateContext, viewState: Any, isHeader: Bool
    ) -> (RenderTrace.Decision.Kind, RenderTrace.Decision.Reason, RenderResult) {
        switch context {
        case .notVisible:
            return (.deferred, .notVisible, .needsToReload)
        case .sectionReloaded:
            return (.reloaded, .sectionReloaded, .needsToReload)
        case .stageChangesStructure:
            return (.reloaded, .stageChangesStructure, .needsToReload)
        case .visible(let cell):
            guard let registration = registration(for: viewState, isHeader: isHeader) else {
                return (.reloaded, .noCellRegistered, .needsToReload)
            }
            guard ObjectIdentifier(type(of: cell)) == ObjectIdentifier(registration.cellType) else {
                let shown = String(describing: type(of: cell))
                return (.reloaded, .cellTypeChanged(from: shown, to: registration.cellTypeName), .needsToReload)
            }
            guard let renderAnimated = registration.renderAnimated else {
                return (.reloaded, .rendererCannotAnimate, .needsToReload)
            }
            if renderAnimated(cell, viewState) == .rendered {
                return (.renderedInPlace, .animatedRendererSameCellType, .rendered)
            }
            return (.reloaded, .rendererAskedToReload, .needsToReload)
        }
    }

    // MARK: Private

    private var cells = ViewStateRegistry()
    private var headers = ViewStateRegistry()
}
