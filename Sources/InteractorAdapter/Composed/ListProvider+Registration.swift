import Foundation
import ListUpdates

extension ListProvider {
    /// Shows the provider's items whose view state is a `Cell.ViewState` with `Cell`, as
    /// `ListAdapter.registerCell(ofType:prepareCell:didSelect:shouldHighlight:)` does; the
    /// registration serves this provider's items only.
    ///
    /// ```swift
    /// actions.registerCell(ofType: PostActionsCell.self, prepareCell: { [weak actions] cell, _ in
    ///     cell.onLike = { actions?.dispatch(.like) }
    /// })
    /// ```
    /// - Parameters:
    ///   - prepareCell: runs after every render (fresh or in place): wire buttons here.
    ///   - didSelect: a tap on the row; nil leaves the selection to the list.
    ///   - shouldHighlight: whether a touch highlights (and so may select) the row; nil means yes.
    public func registerCell<Cell: RenderableCell>(
        ofType cellType: Cell.Type,
        prepareCell: ((Cell, Cell.ViewState) -> Void)? = nil,
        didSelect: ((Cell.ViewState) -> SelectionResult)? = nil,
        shouldHighlight: ((Cell.ViewState) -> Bool)? = nil
    ) {
        register(
            CellRegistration(cellType, prepare: prepareCell, didSelect: didSelect, shouldHighlight: shouldHighlight),
            for: Cell.ViewState.self, isHeader: false)
    }

    /// Shows the provider's section models whose view state is a `Header.ViewState` with
    /// `Header`, as section headers.
    public func registerHeader<Header: RenderableCell>(
        ofType headerType: Header.Type,
        prepareHeader: ((Header, Header.ViewState) -> Void)? = nil
    ) {
        register(
            CellRegistration(headerType, prepare: prepareHeader, didSelect: nil, shouldHighlight: nil),
            for: Header.ViewState.self, isHeader: true)
    }

    // MARK: Private

    /// Records `registration`; on a list already, registers its class there and reloads.
    private func register(_ registration: CellRegistration, for viewStateType: Any.Type, isHeader: Bool) {
        guard let pipeline else {
            isHeader
                ? registry.registerHeader(registration, for: viewStateType)
                : registry.registerCell(registration, for: viewStateType)
            return
        }
        pipeline.register(registration, for: viewStateType, isHeader: isHeader)
    }
}
