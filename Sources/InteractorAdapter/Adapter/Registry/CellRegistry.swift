import Foundation
import ListUpdates

/// An adapter's registered cells and headers, the list's placeholders, and the
/// render-in-place-or-reload table that decides each updated item against them.
@MainActor
@usableFromInline
final class CellRegistry {
    // MARK: Lifecycle

    /// Registers `listView`'s own placeholders (cell and header) on it.
    init(listView: any ListView) {
        placeholder = CellRegistration(placeholder: listView.placeholderCellType)
        headerPlaceholder = CellRegistration(placeholder: listView.placeholderHeaderType)
        listView.register(placeholder.cellType, forReuseIdentifier: placeholder.reuseIdentifier)
        listView.register(headerPlaceholder.cellType, forHeaderReuseIdentifier: headerPlaceholder.reuseIdentifier)
    }

    // MARK: Internal

    /// The cell shown for a view state without a registration.
    private(set) var placeholder: CellRegistration
    /// The header shown for a section model without a registration.
    let headerPlaceholder: CellRegistration

    /// Whether any header type is registered (a list with none shows no headers).
    var hasHeaders: Bool { !headers.isEmpty }

    func registerCell(_ registration: CellRegistration, for viewStateType: Any.Type) {
        cells.register(registration, for: viewStateType)
    }

    func registerHeader(_ registration: CellRegistration, for viewStateType: Any.Type) {
        headers.register(registration, for: viewStateType)
    }

    func registerPlaceholder(_ registration: CellRegistration) {
        placeholder = registration
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
