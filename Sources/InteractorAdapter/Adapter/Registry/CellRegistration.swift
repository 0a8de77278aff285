import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

/// Everything the adapter knows about one registered cell (or header) type, with the view
/// state erased so registrations of different types live in one table.
@MainActor
struct CellRegistration {
    /// The registered class, compared with the class of the cell on screen.
    let cellType: AnyClass
    /// The class's name, for trace reasons.
    let cellTypeName: String
    /// The identifier the class is registered and dequeued with.
    let reuseIdentifier: String
    /// Renders a view state without animation, then runs `prepareCell`.
    let configure: (any ListCell, Any) -> Void
    /// Renders in place with animation, then runs `prepareCell` if it rendered; nil for
    /// plain renderers.
    let renderAnimated: ((any ListCell, Any) -> RenderResult)?
    /// The tap handler, if any.
    let didSelect: ((Any) -> SelectionResult)?
    /// The highlight rule, if any.
    let shouldHighlight: ((Any) -> Bool)?

    init<Cell: RenderableCell>(
        _ cellType: Cell.Type,
        prepare: ((Cell, Cell.ViewState) -> Void)?,
        didSelect: ((Cell.ViewState) -> SelectionResult)?,
        shouldHighlight: ((Cell.ViewState) -> Bool)?
    ) {
        self.cellType = cellType
        cellTypeName = String(describing: cellType)
        reuseIdentifier = Cell.reuseIdentifier
        configure = { cell, viewState in
            guard let cell = cell as? Cell, let viewState = viewState as? Cell.ViewState else { return }
            cell.render(viewState)
            prepare?(cell, viewState)
        }
        if let animatedType = cellType as? any AnimatedRenderableCell.Type {
            renderAnimated = Self.animatedRenderer(animatedType, prepare: prepare)
        } else {
            renderAnimated = nil
        }
        self.didSelect = didSelect.map { handler in
            { viewState in (viewState as? Cell.ViewState).map(handler) ?? .deselect }
        }
        self.shouldHighlight = shouldHighlight.map { rule in
            { viewState in (viewState as? Cell.ViewState).map(rule) ?? false }
        }
    }

    /// The registration of a list's placeholder: it never highlights.
    init(placeholder cellType: any RenderableCell<UnregisteredViewState>.Type) {
        func make<Cell: RenderableCell<UnregisteredViewState>>(_ type: Cell.Type) -> CellRegistration {
            CellRegistration(type, prepare: nil, didSelect: nil, shouldHighlight: { _ in false })
        }
        self = make(cellType)
    }

    /// The in-place renderer of an animated cell type; `prepare` is typed for the same cell
    /// type but reaches here through the plain `RenderableCell` generic.
    private static func animatedRenderer<Animated: AnimatedRenderableCell, Cell: RenderableCell>(
        _ animatedType: Animated.Type, prepare: ((Cell, Cell.ViewState) -> Void)?
    ) -> (any ListCell, Any) -> RenderResult {
        { cell, viewState in
            guard let animated = cell as? Animated, let state = viewState as? Animated.ViewState else {
                return .needsToReload
            }
            let result = animated.render(state, animated: true)
            if result == .rendered, let prepare, let cell = cell as? Cell, let state = viewState as? Cell.ViewState {
                prepare(cell, state)
            }
            return result
        }
    }
}
