import Foundation
import ListUpdates
import StagedDiff

/// A row of a provider without an interactor (a title, a spacer): its view state, identified
/// by its position, so that re-composing with another state updates the row in place.
public struct StaticRow<State: Equatable & Sendable>: ViewStateItem, Differentiable, Sendable {
    /// The row's position among the provider's rows.
    public var position: Int
    /// What the row's cell renders.
    public var state: State

    /// A row at `position` showing `state`.
    public init(position: Int, state: State) {
        self.position = position
        self.state = state
    }

    /// `state`, for the cell registered for its type.
    public var viewState: any Sendable { state }

    /// The position.
    public var differenceIdentifier: Int { position }

    /// Equal states.
    public func isContentEqual(to source: StaticRow) -> Bool { state == source.state }
}

/// The model of the one section of a static provider with a header: the header's view state.
public struct StaticHeader<State: Equatable & Sendable>: ViewStateItem, Differentiable, Sendable {
    /// What the header renders.
    public var state: State

    /// A header showing `state`.
    public init(state: State) {
        self.state = state
    }

    /// `state`, for the header registered for its type.
    public var viewState: any Sendable { state }

    /// The same for every static header: a static provider has one section.
    public var differenceIdentifier: Int { 0 }

    /// Equal states.
    public func isContentEqual(to source: StaticHeader) -> Bool { state == source.state }
}

extension ListProvider where Action == Never {
    /// A provider of fixed rows shown with `cell`, without an interactor: a title, a spacer.
    ///
    /// ```swift
    /// adapter.compose {
    ///     ListProvider(id: "title", cell: TitleCell.self, rows: [TitleViewState(text: "Posts")])
    ///     posts
    /// }
    /// ```
    /// Re-composing with another instance of the same id and cell animates to its rows.
    public convenience init<Cell: RenderableCell>(id: String, cell: Cell.Type, rows: [Cell.ViewState])
    where Model == SingleSection, Item == StaticRow<Cell.ViewState> {
        let items = rows.enumerated().map { StaticRow(position: $0.offset, state: $0.element) }
        self.init(id: id, items: Observable.just(items))
        registerCell(ofType: cell)
    }

    /// A provider of one fixed section: a header shown with `header`, rows shown with `cell`.
    ///
    /// ```swift
    /// ListProvider(id: "about", header: TitleHeader.self, TitleViewState(text: "About"),
    ///              cell: TextCell.self, rows: [TextViewState(text: "Joined 2019")])
    /// ```
    public convenience init<Header: RenderableCell, Cell: RenderableCell>(
        id: String, header: Header.Type, _ headerState: Header.ViewState, cell: Cell.Type, rows: [Cell.ViewState]
    ) where Model == StaticHeader<Header.ViewState>, Item == StaticRow<Cell.ViewState> {
        let items = rows.enumerated().map { StaticRow(position: $0.offset, state: $0.element) }
        self.init(
            id: id, sections: Observable.just([Section(model: StaticHeader(state: headerState), elements: items)]))
        registerHeader(ofType: header)
        registerCell(ofType: cell)
    }
}
