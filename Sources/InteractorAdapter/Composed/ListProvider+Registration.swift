import Foundation
import ListUpdates

extension ListProvider {
    /// Shows the provider's items whose view state is a `Cell.ViewState` with `Cell`, and
    /// what the user can do to them, as
    /// `ListAdapter.registerCell(ofType:sizing:prepareCell:didSelect:shouldHighlight:trailingSwipeActions:leadingSwipeActions:contextMenu:canMove:move:willDisplay:didEndDisplaying:prefetch:cancelPrefetching:)`
    /// does; the registration serves this provider's items only, and a move's index paths
    /// are in the provider's own sections (an item never moves to another provider).
    ///
    /// ```swift
    /// actions.registerCell(ofType: PostActionsCell.self, prepareCell: { [weak actions] cell, _ in
    ///     cell.onLike = { actions?.dispatch(.like) }
    /// })
    /// ```
    /// - Parameters:
    ///   - sizing: how tall its rows are (`ItemSizing`: fixed, measured by a pure function,
    ///     or self-sizing), as on a `ListAdapter`: cached by identity and content (or
    ///     `sizeHash`) and width, in `ComposedListAdapter.sizingEnvironment`; nil gives them
    ///     the list's row height.
    ///   - prepareCell: runs after every render (fresh or in place): wire buttons here.
    ///   - didSelect: a tap on the row; nil leaves the selection to the list.
    ///   - shouldHighlight: whether a touch highlights (and so may select) the row; nil means yes.
    ///   - trailingSwipeActions: the buttons a swipe from the trailing edge reveals.
    ///   - leadingSwipeActions: the buttons a swipe from the leading edge reveals.
    ///   - contextMenu: the actions of the menu a long press opens.
    ///   - canMove: whether the item may be dragged; nil means yes when `move` is given.
    ///   - move: the user dragged the item, within the provider's sections.
    ///   - willDisplay: the item's cell is about to appear.
    ///   - didEndDisplaying: the item's cell left the screen.
    ///   - prefetch: the item is about to appear.
    ///   - cancelPrefetching: an item prefetched is no longer about to appear.
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
        registry.registerInteractions(ItemInteractions(handlers), for: Cell.ViewState.self)
        host?.visibilityListenersDidChange()
        if let sizing {
            rowSizings.append((sizing.erased, Cell.ViewState.self))
            pipeline?.register(sizing.erased, for: Cell.ViewState.self)
        }
        register(
            CellRegistration(cellType, prepare: prepareCell, didSelect: didSelect, shouldHighlight: shouldHighlight),
            for: Cell.ViewState.self, kind: .cell)
    }

    /// Shows the provider's section models whose view state is a `Header.ViewState` with
    /// `Header`, as section headers.
    public func registerHeader<Header: RenderableCell>(
        ofType headerType: Header.Type,
        prepareHeader: ((Header, Header.ViewState) -> Void)? = nil
    ) {
        register(
            CellRegistration(headerType, prepare: prepareHeader, didSelect: nil, shouldHighlight: nil),
            for: Header.ViewState.self, kind: .header)
    }

    /// Shows the footer view states of the provider's section models
    /// (`ListSectionModel.footerViewState`) of type `Footer.ViewState` with `Footer`, as
    /// section footers.
    public func registerFooter<Footer: RenderableCell>(
        ofType footerType: Footer.Type,
        prepareFooter: ((Footer, Footer.ViewState) -> Void)? = nil
    ) {
        register(
            CellRegistration(footerType, prepare: prepareFooter, didSelect: nil, shouldHighlight: nil),
            for: Footer.ViewState.self, kind: .footer)
    }

    // MARK: Private

    /// Records `registration`; on a list already, registers its class there and reloads.
    private func register(_ registration: CellRegistration, for viewStateType: Any.Type, kind: RegistrationKind) {
        guard let pipeline else {
            registry.register(registration, for: viewStateType, kind: kind)
            return
        }
        pipeline.register(registration, for: viewStateType, kind: kind)
    }
}
