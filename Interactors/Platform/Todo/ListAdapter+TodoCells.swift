import InteractorAdapter

extension ListAdapter where Model == SingleSection, Item == TodoItem {
    /// Registers the todo screen's cells; a tap on a task toggles it.
    ///
    /// ```swift
    /// let adapter = ListAdapter<SingleSection, TodoItem>(listView: tableView)
    /// adapter.registerTodoCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    /// The adapter keeps the interactor only weakly, through these closures.
    public func registerTodoCells(dispatchingTo interactor: TodoInteractor) {
        registerCell(
            ofType: TodoEntryCell.self,
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .toggle(id: state.id))
                return .deselect
            })
        registerCell(ofType: TodoSummaryCell.self, shouldHighlight: { _ in false })
        registerCell(ofType: TodoEmptyCell.self, shouldHighlight: { _ in false })
    }
}
