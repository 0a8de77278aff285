import Foundation
import ListUpdates

/// The cells, headers and footers registered on an adapter (or on one provider of a
/// composed list), what the user can do to items beyond a tap, and the
/// render-in-place-or-reload table that decides each updated item against them.
@MainActor
@usableFromInline
final class CellRegistry {
    // MARK: Lifecycle

    init() {}

    // MARK: Internal

    /// Whether any header type is registered (a list with none shows no headers).
    var hasHeaders: Bool { !headers.isEmpty }

    /// Whether any cell was registered with interactions beyond a tap.
    private(set) var hasInteractions = false
    /// Whether any cell was registered with `willDisplay` or `didEndDisplaying`.
    private(set) var hasDisplayHandlers = false
    /// Whether any cell was registered with `prefetch` or `cancelPrefetching`.
    private(set) var hasPrefetchHandlers = false

    func registerCell(_ registration: CellRegistration, for viewStateType: Any.Type) {
        cells.register(registration, for: viewStateType)
    }

    func registerHeader(_ registration: CellRegistration, for viewStateType: Any.Type) {
        headers.register(registration, for: viewStateType)
    }

    func registerFooter(_ registration: CellRegistration, for viewStateType: Any.Type) {
        footers.register(registration, for: viewStateType)
    }

    /// Registers a registration of `kind`.
    func register(_ registration: CellRegistration, for viewStateType: Any.Type, kind: RegistrationKind) {
        switch kind {
        case .cell: registerCell(registration, for: viewStateType)
        case .header: registerHeader(registration, for: viewStateType)
        case .footer: registerFooter(registration, for: viewStateType)
        }
    }

    /// Records what the user can do to items of `viewStateType` beyond a tap (replacing what
    /// an earlier registration of the type gave).
    func registerInteractions(_ registered: ItemInteractions, for viewStateType: Any.Type) {
        interactions.register(registered, for: viewStateType)
        hasInteractions = hasInteractions || !registered.isEmpty
        hasDisplayHandlers = hasDisplayHandlers || registered.tracksDisplay
        hasPrefetchHandlers = hasPrefetchHandlers || registered.prefetches
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
        for registration in footers.all {
            listView.register(registration.cellType, forFooterReuseIdentifier: registration.reuseIdentifier)
        }
    }

    /// The registration for `viewState`'s dynamic type, or nil.
    func registration(for viewState: Any, kind: RegistrationKind) -> CellRegistration? {
        switch kind {
        case .cell: return cells.registration(for: viewState)
        case .header: return headers.registration(for: viewState)
        case .footer: return footers.registration(for: viewState)
        }
    }

    /// What the user can do to an item whose view state is `viewState` beyond a tap, or nil.
    func interactions(for viewState: Any) -> ItemInteractions? {
        hasInteractions ? interactions.registration(for: viewState) : nil
    }

    /// The table: what to do with an updated item (or header, or footer) whose new view
    /// state is `viewState`, standing in `context` (see `StagedUpdateContext`).
    @usableFromInline
    func decide(
        _ context: StagedUpdateContext, viewState: Any, kind: RegistrationKind
    ) -> (RenderTrace.Decision.Kind, RenderTrace.Decision.Reason, RenderResult) {
        switch context {
        case .notVisible:
            return (.deferred, .notVisible, .needsToReload)
        case .sectionReloaded:
            return (.reloaded, .sectionReloaded, .needsToReload)
        case .stageChangesStructure:
            return (.reloaded, .stageChangesStructure, .needsToReload)
        case .visible(let cell):
            guard let registration = registration(for: viewState, kind: kind) else {
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

    private var cells = ViewStateRegistry<CellRegistration>()
    private var headers = ViewStateRegistry<CellRegistration>()
    private var footers = ViewStateRegistry<CellRegistration>()
    private var interactions = ViewStateRegistry<ItemInteractions>()
}
