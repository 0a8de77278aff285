import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

extension ListAdapter {
    /// Shows items whose view state is a `Cell.ViewState` with `Cell`, and says what the
    /// user can do to them: tap, swipe, long press, drag; and what to do as they appear,
    /// disappear or are about to appear. Every closure is optional.
    ///
    /// ```swift
    /// adapter.registerCell(ofType: TodoEntryCell.self, didSelect: { state in
    ///     todo.dispatch(action: .toggle(id: state.id))
    ///     return .deselect
    /// }, trailingSwipeActions: { _ in
    ///     [.destructive("Delete") { state in todo.dispatch(action: .delete(id: state.id)) }]
    /// }, move: { _, move in
    ///     todo.dispatch(action: .move(from: move.source.item, to: move.destination.item))
    /// })
    /// ```
    /// - Parameters:
    ///   - cellType: the cell class, registered on the list under `Cell.reuseIdentifier`.
    ///   - sizing: how tall its rows are (`ItemSizing`: fixed, measured by a pure function,
    ///     or self-sizing); nil gives them the list's row height.
    ///   - prepareCell: runs after every render (fresh or in place): wire buttons here.
    ///   - didSelect: a tap on the row; nil leaves the selection to the list.
    ///   - shouldHighlight: whether a touch highlights (and so may select) the row; nil means yes.
    ///   - trailingSwipeActions: the buttons a swipe from the trailing edge reveals, given
    ///     the item's view state as the swipe opens; a full swipe performs the first.
    ///   - leadingSwipeActions: the same from the leading edge.
    ///   - contextMenu: the actions of the menu a long press opens.
    ///   - canMove: whether the item may be dragged to another place; nil means yes when
    ///     `move` is given (without `move`, items do not move).
    ///   - move: the user dragged the item (`ItemMove`: from where to where, in the
    ///     adapter's sections); the list shows it there already. Dispatch the move: the
    ///     interactor's next state that agrees with the screen is applied as no change.
    ///   - willDisplay: the item's cell is about to appear.
    ///   - didEndDisplaying: the item's cell left the screen (with the item's view state now,
    ///     or as it was displayed when the item is gone).
    ///   - prefetch: the item is about to appear (the list is scrolling towards it): start
    ///     loading what it shows.
    ///   - cancelPrefetching: an item prefetched is no longer about to appear.
    /// - Note: The handlers of swipe buttons and menu actions get the item's view state as it
    ///   is when the user acts, found by the item's identifier; nothing happens for an item
    ///   that is gone. A registration made after states were shown reloads the list, so no
    ///   placeholder stays.
    public func registerCell<Cell: RenderableCell>(
        ofType cellType: Cell.Type,
        sizing: ItemSizing<Cell.ViewState>? = nil,
        prepareCell: ((Cell, Cell.ViewState) -> Void)? = nil,
        didSelect: ((Cell.ViewState) -> SelectionResult)? = nil,
        shouldHighlight: ((Cell.ViewState) -> Bool)? = nil,
        trailingSwipeActions: ((Cell.ViewState) -> [ItemSwipeAction<Cell.ViewState>])? = nil,
        leadingSwipeActions: ((Cell.ViewState) -> [ItemSwipeAction<Cell.ViewState>])? = nil,
        contextMenu: ((Cell.ViewState) -> [ItemMenuAction<Cell.ViewState>])? = nil,
        canMove: ((Cell.ViewState) -> Bool)? = nil,
        move: ((Cell.ViewState, ItemMove) -> Void)? = nil,
        willDisplay: ((Cell.ViewState) -> Void)? = nil,
        didEndDisplaying: ((Cell.ViewState) -> Void)? = nil,
        prefetch: ((Cell.ViewState) -> Void)? = nil,
        cancelPrefetching: ((Cell.ViewState) -> Void)? = nil
    ) {
        let handlers = ItemHandlers(
            trailingSwipeActions: trailingSwipeActions, leadingSwipeActions: leadingSwipeActions,
            contextMenu: contextMenu, canMove: canMove, move: move, willDisplay: willDisplay,
            didEndDisplaying: didEndDisplaying, prefetch: prefetch, cancelPrefetching: cancelPrefetching)
        pipeline.registry.registerInteractions(ItemInteractions(handlers), for: Cell.ViewState.self)
        if let sizing { pipeline.register(sizing.erased, for: Cell.ViewState.self) }
        pipeline.register(
            CellRegistration(cellType, prepare: prepareCell, didSelect: didSelect, shouldHighlight: shouldHighlight),
            for: Cell.ViewState.self, kind: .cell)
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
            for: Header.ViewState.self, kind: .header)
    }

    /// Shows the footer view states of section models (`ListSectionModel.footerViewState`)
    /// of type `Footer.ViewState` with `Footer`, as section footers; an updated one is
    /// rendered in place or reloads its section by the same rules as headers.
    ///
    /// ```swift
    /// adapter.registerFooter(ofType: SettingsFooterView.self)
    /// ```
    /// - Parameters:
    ///   - footerType: the footer class, registered with the list's
    ///     `register(_:forFooterReuseIdentifier:)` under `Footer.reuseIdentifier`.
    ///   - prepareFooter: runs after every render of a footer (fresh or in place).
    public func registerFooter<Footer: RenderableCell>(
        ofType footerType: Footer.Type,
        prepareFooter: ((Footer, Footer.ViewState) -> Void)? = nil
    ) {
        pipeline.register(
            CellRegistration(footerType, prepare: prepareFooter, didSelect: nil, shouldHighlight: nil),
            for: Footer.ViewState.self, kind: .footer)
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
