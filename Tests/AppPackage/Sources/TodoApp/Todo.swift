import InteractorAdapter

/// One row of the to-do list: its own view state.
struct Todo: Differentiable, Hashable, Sendable {
    var id: Int
    var title: String
    var isDone = false

    var differenceIdentifier: Int { id }
}

/// The screen logic: actions in, view states out through a `BehaviorSubject`.
final class TodoInteractor: Interactor {
    enum Action {
        case add(title: String)
        case toggle(id: Int)
    }

    private let state: BehaviorSubject<[Todo]>

    init(_ todos: [Todo]) {
        state = BehaviorSubject(value: todos)
    }

    func dispatch(action: Action) {
        var todos = state.value
        switch action {
        case .add(let title):
            todos.insert(Todo(id: (todos.map(\.id).max() ?? 0) + 1, title: title), at: 0)
        case .toggle(let id):
            guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
            todos[index].isDone.toggle()
        }
        state.onNext(todos)
    }

    func viewStates() -> Observable<[Todo]> {
        state.asObservable()
    }
}

/// Shows a `Todo`; a change of the check mark is rendered in place.
final class TodoCell: ArrayListCell, AnimatedRenderableCell {
    /// How many times the cell was rendered in place (animated).
    private(set) var inPlaceRenders = 0

    func render(_ viewState: Todo, animated: Bool) -> RenderResult {
        if animated { inPlaceRenders += 1 }
        text = (viewState.isDone ? "[x] " : "[ ] ") + viewState.title
        return .rendered
    }
}
