import InteractorAdapter

// Written once against `CellRegistering`: the same registrations serve the todo screen's
// `ListAdapter` and a `ListProvider` showing tasks inside a composed screen.
extension CellRegistering {
    /// Registers the todo screen's cells: a tap on a task toggles it; swiping it from the
    /// trailing edge shows Delete (a full swipe deletes), from the leading edge Done or
    /// Undo; a long press offers the same in a menu; dragging a task reorders the tasks (the
    /// summary row below them stays put, and tasks stop above it).
    ///
    /// ```swift
    /// let adapter = ListAdapter<SingleSection, TodoItem>(listView: tableView)
    /// adapter.registerTodoCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    /// The adapter (or provider) keeps the interactor only weakly, through these closures.
    public func registerTodoCells(dispatchingTo interactor: TodoInteractor) {
        registerCell(
            ofType: TodoEntryCell.self,
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .toggle(id: state.id))
                return .deselect
            },
            trailingSwipeActions: { [weak interactor] _ in
                [.destructive("Delete") { interactor?.dispatch(action: .delete(id: $0.id)) }]
            },
            leadingSwipeActions: { [weak interactor] state in
                [.normal(state.isDone ? "Undo" : "Done") { interactor?.dispatch(action: .toggle(id: $0.id)) }]
            },
            contextMenu: { [weak interactor] state in
                [
                    ItemMenuAction(title: state.isDone ? "Mark as open" : "Mark as done") {
                        interactor?.dispatch(action: .toggle(id: $0.id))
                    },
                    ItemMenuAction(title: "Delete", isDestructive: true) {
                        interactor?.dispatch(action: .delete(id: $0.id))
                    },
                ]
            },
            move: { [weak interactor] _, move in
                // Tasks are the first rows: a row among them is a task's place.
                interactor?.dispatch(action: .move(from: move.source.item, to: move.destination.item))
            })
        registerCell(ofType: TodoSummaryCell.self, shouldHighlight: { _ in false })
        registerCell(ofType: TodoEmptyCell.self, shouldHighlight: { _ in false })
    }
}
