import Dispatch
import Foundation
import InteractorAdapter

/// Builds the screen, dispatches two actions (one from code, one from a tap on a row) and
/// prints what the list shows after each; exits non-zero when the list is not as expected.
@MainActor
func runApp() -> Int32 {
    let interactor = TodoInteractor([
        Todo(id: 1, title: "Buy milk"),
        Todo(id: 2, title: "Write the app check"),
    ])
    let list = ArrayListView()
    let adapter = ListAdapter<SingleSection, Todo>(listView: list, scheduler: MainScheduler.instance)
    adapter.registerCell(
        ofType: TodoCell.self,
        didSelect: { [weak interactor] todo in
            interactor?.dispatch(action: .toggle(id: todo.id))
            return .deselect
        })
    adapter.bind(to: interactor)

    var failures: [String] = []
    func show(_ title: String, expecting expected: [String]) {
        print("\(title):")
        for line in list.lines { print("  \(line)") }
        if list.lines != expected { failures.append("\(title): expected \(expected), shown \(list.lines)") }
    }

    show("initial", expecting: ["[ ] Buy milk", "[ ] Write the app check"])

    interactor.dispatch(action: .add(title: "Link only InteractorAdapter"))
    show("after add", expecting: ["[ ] Link only InteractorAdapter", "[ ] Buy milk", "[ ] Write the app check"])

    let tapped = list.cellForItem(at: IndexPath(item: 1, section: 0)) as? TodoCell
    list.tap(IndexPath(item: 1, section: 0))
    show(
        "after tapping row 1",
        expecting: ["[ ] Link only InteractorAdapter", "[x] Buy milk", "[ ] Write the app check"])

    let inPlace =
        (list.cellForItem(at: IndexPath(item: 1, section: 0)) as? TodoCell) === tapped
        && (tapped?.inPlaceRenders ?? 0) == 1
    if !inPlace { failures.append("the toggled row was not rendered in place on its cell") }
    if !list.selected.isEmpty { failures.append("the tapped row is still selected: \(list.selected)") }
    print("batches: \(list.batchCount), full reloads: \(list.reloadCount), toggled row rendered in place: \(inPlace)")

    for failure in failures { print("FAIL: \(failure)") }
    return failures.isEmpty ? 0 : 1
}

// The adapter's default scheduler applies at once when called on the main queue, so the app
// runs on it (as a UIKit app's code does) and leaves when done.
DispatchQueue.main.async {
    exit(MainActor.assumeIsolated { runApp() })
}
dispatchMain()
