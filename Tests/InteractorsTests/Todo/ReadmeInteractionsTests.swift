import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import Testing

@testable import Interactors

/// The README's swipe-to-delete and drag-to-reorder, as written there: it compiles, a swipe
/// deletes, and a drag is shown once.
@MainActor
@Suite struct ReadmeInteractionsTests {
    // README example: begin
    func showTodo(on list: HeadlessListView, todo: TodoInteractor) -> ListAdapter<SingleSection, TodoItem> {
        let adapter = ListAdapter<SingleSection, TodoItem>(listView: list)
        adapter.registerCell(
            ofType: TodoEntryCell.self,
            trailingSwipeActions: { [weak todo] _ in  // swipe to delete; a full swipe deletes at once
                [.destructive("Delete") { todo?.dispatch(action: .delete(id: $0.id)) }]
            },
            move: { [weak todo] _, move in  // drag to reorder: the list shows the row moved already
                todo?.dispatch(action: .move(from: move.source.item, to: move.destination.item))
            })
        adapter.registerCell(ofType: TodoSummaryCell.self)
        adapter.registerCell(ofType: TodoEmptyCell.self)
        adapter.bind(to: todo)
        return adapter
    }
    // README example: end

    private func todoWithThreeTasks() -> (HeadlessListView, TodoInteractor, ListAdapter<SingleSection, TodoItem>) {
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
        let todo = TodoInteractor()
        for title in ["Milk", "Eggs", "Bread"] { todo.dispatch(action: .add(text: title)) }
        let adapter = showTodo(on: list, todo: todo)
        adapter.isTracing = true
        return (list, todo, adapter)
    }

    @Test func aSwipeDeletesTheTask() throws {
        let (list, todo, adapter) = todoWithThreeTasks()
        try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
        try list.tapSwipeAction(titled: "Delete")
        #expect(list.visibleRows.map(\.text) == ["☐ Milk", "☐ Bread", "2 left · 0 done"])
        try list.fullySwipeItem(at: IndexPath(item: 0, section: 0), from: .trailing)
        #expect(list.visibleRows.map(\.text) == ["☐ Bread", "1 left · 0 done"])
        withExtendedLifetime((todo, adapter)) {}
    }

    @Test func aDragIsShownOnceTheInteractorsStateAgreeing() throws {
        let (list, todo, adapter) = todoWithThreeTasks()
        try list.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(list.visibleRows.map(\.text) == ["☐ Eggs", "☐ Bread", "☐ Milk", "3 left · 0 done"])
        let entry = try #require(adapter.trace.entries.last)
        #expect(entry.method == RenderTrace.Entry.Method.none && entry.stages.isEmpty)
        #expect(entry.description.hasPrefix("emission 2: none (already shown: the user moved 0-0>0-2)"))
        withExtendedLifetime(todo) {}
    }

    @Test func theReadmeShowsTheCompiledExample() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../../README.md")
                .standardizedFileURL,
            encoding: .utf8)
        let example = try #require(
            source.components(separatedBy: "    // README example: begin\n").dropFirst().first?
                .components(separatedBy: "    // README example: end").first)
        let unindented = example.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        #expect(
            readme.contains("```swift\n@MainActor " + unindented + "```"),
            "README.md must show this file's example verbatim, as a @MainActor function")
    }
}
