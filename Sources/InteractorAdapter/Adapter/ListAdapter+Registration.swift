import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

extension ListAdapter {
    /// Shows items whose view state is a `Cell.ViewState` with `Cell`.
    ///
    /// ```swift
    /// adapter.registerCell(ofType: TodoEntryCell.self, prepareCell: { cell, state in
    ///     cell.onDelete = { [weak interactor] in interactor?.dispatch(action: .delete(id: state.id)) }
    /// }, didSelect: { state in
    ///     interactor.dispatch(action: .toggle(id: state.id))
    ///     return .deselect
    /// }, shouldHighlight: { state in !state.isLocked })
    /// ```
    /// - Parameters:
    ///   - cellType: the cell class, registered on the list under `Cell.reuseIdentifier`.
    ///   - prepareCell: runs after every render (fresh or in place): wire buttons here.
    ///   - didSelect: a tap on the row; nil leaves the selection to the list.
    ///   - shouldHighlight: whether a touch highlights (and so may select) the row; nil means yes.
    /// - Note: A registration made after states were shown reloads the list, so no placeholder
    ///   stays.
    public func registerCell<Cell: RenderableCell>(
        ofType cellType: Cell.Type,
        prepareCell: ((Cell, Cell.ViewState) -> Void)? = nil,
        didSelect: ((Cell.ViewState) -> SelectionResult)? = nil,
        shouldHighlight: ((Cell.ViewState) -> Bool)? = nil
    ) {
        pipeline.register(
            CellRegistration(cellType, prepare: prepareCell, didSelect: didSelect, shouldHighlight: shouldHighlight),
            for: Cell.ViewState.self, isHeader: false)
    }

    /// Shows section models whose view state is a `Header.ViewState` with `Header`, as
    /// section headers; an updated model is rendered in place or reloads its section by the
    /// same rules as cells.
    ///
    /// ```swift
    /// adapter.registerHeader(ofType: SettingsHeaderView.self)
    /// ```
    /// - Parameters:
    ///   - headerType: the header class, registered with the list's
    ///     `register(_:forHeaderReuseIdentifier:)` under `Header.reuseIdentifier`.
    ///   - prepareHeader: runs after every render of a header (fresh or in place).
    public func registerHeader<Header: RenderableCell>(
        ofType headerType: Header.Type,
        prepareHeader: ((Header, Header.ViewState) -> Void)? = nil
    ) {
        pipeline.register(
            CellRegistration(headerType, prepare: prepareHeader, didSelect: nil, shouldHighlight: nil),
            for: Header.ViewState.self, isHeader: true)
    }

    /// Replaces the cell shown for items without a registration (by default the list's own
    /// `placeholderCellType`).
    /// - Parameter cellType: a cell that renders `UnregisteredViewState`.
    public func registerPlaceholderCell<Cell: RenderableCell>(ofType cellType: Cell.Type)
    where Cell.ViewState == UnregisteredViewState {
        listView.register(cellType, forReuseIdentifier: Cell.reuseIdentifier)
        pipeline.placeholders.replaceCell(with: CellRegistration(placeholder: cellType))
        pipeline.reloadIfShowing()
    }
}
