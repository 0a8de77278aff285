import HeadlessList
import InteractorAdapter
import ReactiveCore
import ScriptReplay

// A screen with a planted trap, for the fuzz engine's crash path (a child process the trap
// takes down): a task list whose interactor traps when a task is ticked off after a delete.
// Built only for `Tests/ReplayToolTests/Fuzz/FuzzTrapTests.swift`; no product holds it.

/// What the tasks screen's user can do.
enum TaskAction: Codable, Equatable, Sendable, ScriptableAction {
    case add(title: String)
    case delete(id: Int)
    case toggle(id: Int)
    case rename(id: Int, title: String)

    enum CodingKeys: String, CodingKey, CaseIterable { case add, delete, toggle, rename }
    typealias ActionKeys = CodingKeys
}

struct TaskViewState: Hashable, Sendable {
    var id: Int
    var title: String
    var isDone: Bool
}

struct TaskItem: ViewStateItem, Differentiable, Hashable, Sendable {
    var state: TaskViewState

    var viewState: any Sendable { state }
    var differenceIdentifier: Int { state.id }
}

final class TaskCell: HeadlessCell, RenderableCell {
    func render(_ viewState: TaskViewState) {
        text = (viewState.isDone ? "✓ " : "") + viewState.title
    }
}

final class TrappingTasksInteractor: Interactor, Sendable {
    private struct State {
        var tasks: [TaskViewState] = []
        var nextID = 1
        /// The position of the task touched last.
        var touched: Int?
    }

    private let state = LockedState(State())
    private let subject = BehaviorSubject<[TaskItem]>(value: [])

    func dispatch(action: TaskAction) {
        let items = state.withLock { state -> [TaskItem] in
            switch action {
            case .add(let title):
                state.tasks.append(TaskViewState(id: state.nextID, title: title, isDone: false))
                state.nextID += 1
                state.touched = state.tasks.count - 1
            case .delete(let id):
                state.tasks.removeAll { $0.id == id }
                state.touched = nil
            case .toggle(let id):
                guard let index = state.tasks.firstIndex(where: { $0.id == id }) else { break }
                state.tasks[index].isDone.toggle()
                // The planted bug: ticking a task off also marks the task touched last, which
                // a delete forgot: after a delete, the unwrap traps.
                state.touched = state.touched! < index ? index : state.touched
            case .rename(let id, let title):
                guard let index = state.tasks.firstIndex(where: { $0.id == id }) else { break }
                state.tasks[index].title = title
                state.touched = index
            }
            return state.tasks.map(TaskItem.init)
        }
        subject.onNext(items)
    }

    func viewStates() -> Observable<[TaskItem]> { subject.asObservable() }
}

extension ReplayScreenFactory {
    /// The tasks whose interactor traps when a task is ticked off after a delete.
    static let trappingTasks = ReplayScreenFactory(name: "tasks-trap", actions: TaskAction.self) { environment in
        let interactor = TrappingTasksInteractor()
        let adapter = ListAdapter<SingleSection, TaskItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerCell(ofType: TaskCell.self)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }
}
