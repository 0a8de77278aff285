import InteractorAdapter

// On `CellRegistering`: the same registrations serve the shelf's adapter and a provider of books.
extension CellRegistering {
    /// Registers the shelf's cells (and its headers, for the sectioned screen); a tap on a
    /// book marks it read or unread, the count row does not highlight. A book swiped from
    /// the trailing edge shows Remove, from the leading edge Read or Unread; its context
    /// menu offers "Read twice" (renames it) and Remove; it can be dragged among the books.
    package func registerShelfCells<Source: Interactor>(dispatchingTo interactor: Source)
    where Source.Action == ShelfAction {
        registerCell(
            ofType: BookCell.self,
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .toggle(id: state.id))
                return .deselect
            },
            trailingSwipeActions: { [weak interactor] _ in
                [.destructive("Remove") { interactor?.dispatch(action: .remove(id: $0.id)) }]
            },
            leadingSwipeActions: { [weak interactor] state in
                [.normal(state.isRead ? "Unread" : "Read") { interactor?.dispatch(action: .toggle(id: $0.id)) }]
            },
            contextMenu: { [weak interactor] _ in
                [
                    ItemMenuAction(title: "Read twice") {
                        interactor?.dispatch(action: .rename(id: $0.id, title: $0.title + " (twice)"))
                    },
                    ItemMenuAction(title: "Remove", isDestructive: true) {
                        interactor?.dispatch(action: .remove(id: $0.id))
                    },
                ]
            },
            move: { [weak interactor] _, move in
                interactor?.dispatch(action: .move(from: move.source.item, to: move.destination.item))
            })
        registerCell(ofType: BookCountCell.self, shouldHighlight: { _ in false })
        registerHeader(ofType: ShelfHeaderView.self)
    }
}
