import Foundation
import HeadlessList
import InteractorAdapter
import Interactors
import Testing

/// The todo screen's registrations, written once against `CellRegistering`, serve a
/// `ListProvider` inside a composed screen as they serve the todo screen's `ListAdapter`.
@MainActor
@Suite struct TodoCellsOnAProviderTests {
    @Test func theTodoCellsShowAndActInAProvider() throws {
        let list = HeadlessListView(viewportHeight: 300, rowHeight: 44)
        let adapter = ComposedListAdapter(listView: list)
        var problems: [ListAdapterProblem] = []
        adapter.problemHandler = { problems.append($0) }
        let todo = TodoInteractor()
        let tasks = ListProvider(id: "tasks", interactor: todo)
        tasks.registerTodoCells(dispatchingTo: todo)
        adapter.compose {
            // An empty provider above: the tasks are in the list's section 1, their own section 0.
            ListProvider(id: "above", cell: TodoSummaryCell.self, rows: [])
            tasks
        }
        todo.dispatch(action: .add(text: "Milk"))
        #expect(list.visibleRows.map(\.text) == ["☐ Milk", "1 left · 0 done"])
        list.tapItem(at: IndexPath(item: 0, section: 1))
        #expect(list.visibleRows.map(\.text).last == "0 left · 1 done", "the tap reached the tasks' interactor")
        try list.swipeItem(at: IndexPath(item: 0, section: 1), from: .trailing)
        try list.tapSwipeAction(titled: "Delete")
        #expect(list.visibleRows.map(\.text).contains("☐ Milk") == false)
        #expect(problems.isEmpty, "\(problems)")
    }
}
