import InteractorAdapter

extension ListAdapter where Item == ShelfItem {
    /// Registers the shelf's cells (and its headers, for the sectioned screen); a tap on a
    /// book marks it read or unread, the count row does not highlight.
    package func registerShelfCells<Source: Interactor>(dispatchingTo interactor: Source)
    where Source.Action == ShelfAction {
        registerCell(
            ofType: BookCell.self,
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .toggle(id: state.id))
                return .deselect
            })
        registerCell(ofType: BookCountCell.self, shouldHighlight: { _ in false })
        registerHeader(ofType: ShelfHeaderView.self)
    }
}
