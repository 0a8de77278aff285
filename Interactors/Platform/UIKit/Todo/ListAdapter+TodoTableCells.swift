import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension ListAdapter where Model == SingleSection, Item == TodoItem {
    /// Registers the todo screen's table view cells; a tap on a task toggles it.
    ///
    /// ```swift
    /// let adapter = ListAdapter<SingleSection, TodoItem>(tableView: tableView)
    /// adapter.registerTodoTableCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    /// The adapter keeps the interactor only weakly, through these closures.
    public func registerTodoTableCells(dispatchingTo interactor: TodoInteractor) {
        registerCell(
            ofType: TodoEntryTableCell.self,
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .toggle(id: state.id))
                return .deselect
            })
        registerCell(ofType: TodoSummaryTableCell.self, shouldHighlight: { _ in false })
        registerCell(ofType: TodoEmptyTableCell.self, shouldHighlight: { _ in false })
    }
}
