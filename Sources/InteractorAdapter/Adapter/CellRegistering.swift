import Foundation
import ListUpdates

/// What cells, headers and footers are registered on: a `ListAdapter` and a `ListProvider`
/// alike. Write a screen's registrations once, as an extension of this protocol, and use
/// them on the adapter of a single-list screen and on the provider of a composed one.
///
/// ```swift
/// extension CellRegistering {
///     func registerContactCells(onFavourite favourite: @escaping (String) -> Void) {
///         registerCell(ofType: ContactCell.self, didSelect: { contact in
///             favourite(contact.id)
///             return .deselect
///         })
///         registerHeader(ofType: LetterHeaderView.self)
///     }
/// }
///
/// adapter.registerContactCells(onFavourite: { contacts.dispatch(action: .favourite(id: $0)) })
/// favouritesProvider.registerContactCells(onFavourite: { favourites.dispatch(.favourite(id: $0)) })
/// ```
///
/// Each parameter means what it means on
/// `ListAdapter.registerCell(ofType:sizing:prepareCell:didSelect:shouldHighlight:trailingSwipeActions:leadingSwipeActions:contextMenu:canMove:move:willDisplay:didEndDisplaying:prefetch:cancelPrefetching:)`;
/// on a provider, index paths (a move's) are in the provider's own sections, and rows are
/// sized in `ComposedListAdapter.sizingEnvironment` (see
/// `ListProvider.registerCell(ofType:sizing:...)`).
@MainActor
public protocol CellRegistering: AnyObject {
    /// Shows items whose view state is a `Cell.ViewState` with `Cell`, and what the user can
    /// do to them (see `ListAdapter.registerCell(ofType:...)`).
    func registerCell<Cell: RenderableCell>(
        ofType cellType: Cell.Type,
        sizing: ItemSizing<Cell.ViewState>?,
        prepareCell: ((Cell, Cell.ViewState) -> Void)?,
        didSelect: ((Cell.ViewState) -> SelectionResult)?,
        shouldHighlight: ((Cell.ViewState) -> Bool)?,
        trailingSwipeActions: ((Cell.ViewState) -> [ItemSwipeAction<Cell.ViewState>])?,
        leadingSwipeActions: ((Cell.ViewState) -> [ItemSwipeAction<Cell.ViewState>])?,
        contextMenu: ((Cell.ViewState) -> [ItemMenuAction<Cell.ViewState>])?,
        canMove: ((Cell.ViewState) -> Bool)?,
        move: ((Cell.ViewState, ItemMove) -> Void)?,
        willDisplay: ((Cell.ViewState) -> Void)?,
        didEndDisplaying: ((Cell.ViewState) -> Void)?,
        prefetch: ((Cell.ViewState) -> Void)?,
        cancelPrefetching: ((Cell.ViewState) -> Void)?
    )

    /// Shows section models whose view state is a `Header.ViewState` with `Header`, as headers.
    func registerHeader<Header: RenderableCell>(
        ofType headerType: Header.Type, prepareHeader: ((Header, Header.ViewState) -> Void)?)

    /// Shows footer view states of type `Footer.ViewState` with `Footer`, as section footers.
    func registerFooter<Footer: RenderableCell>(
        ofType footerType: Footer.Type, prepareFooter: ((Footer, Footer.ViewState) -> Void)?)
}

// The requirements with their defaults, so that registrations written against the protocol
// name only what they use, as on the adapter and the provider themselves.
extension CellRegistering {
    /// Shows items whose view state is a `Cell.ViewState` with `Cell`; every closure is optional.
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
        registerCell(
            ofType: cellType, sizing: sizing, prepareCell: prepareCell, didSelect: didSelect,
            shouldHighlight: shouldHighlight,
            trailingSwipeActions: trailingSwipeActions, leadingSwipeActions: leadingSwipeActions,
            contextMenu: contextMenu, canMove: canMove, move: move, willDisplay: willDisplay,
            didEndDisplaying: didEndDisplaying, prefetch: prefetch, cancelPrefetching: cancelPrefetching)
    }

    /// Shows section models whose view state is a `Header.ViewState` with `Header`, as headers.
    public func registerHeader<Header: RenderableCell>(
        ofType headerType: Header.Type, prepareHeader: ((Header, Header.ViewState) -> Void)? = nil
    ) {
        registerHeader(ofType: headerType, prepareHeader: prepareHeader)
    }

    /// Shows footer view states of type `Footer.ViewState` with `Footer`, as section footers.
    public func registerFooter<Footer: RenderableCell>(
        ofType footerType: Footer.Type, prepareFooter: ((Footer, Footer.ViewState) -> Void)? = nil
    ) {
        registerFooter(ofType: footerType, prepareFooter: prepareFooter)
    }
}

extension ListAdapter: CellRegistering {}

extension ListProvider: CellRegistering {}
