import InteractorAdapter

/// The todo screen's logic: a list of tasks to add, rename, tick off, delete, reorder and
/// clear. Every action is applied at once and emits the new rows; nothing here waits.
///
/// ```swift
/// let todo = TodoInteractor()
/// todo.dispatch(action: .add(text: "Milk"))   // emits [Entry t1 "Milk", Summary 1 left · 0 done]
/// ```
public final class TodoInteractor: Interactor, ExampleScreen, Sendable {
    /// The screen's name in scripts.
    public static let name = "todo"
    /// The keys of `TodoAction`, as scripts write them.
    public static let actionNames = TodoAction.names

    private let store: StateStore<TodoState, [TodoItem]>

    /// Creates the screen with no task.
    public convenience init() {
        self.init(state: TodoState())
    }

    init(state: TodoState) {
        store = StateStore(state) { $0.items }
    }

    /// Applies `action` and emits the new rows, on the calling thread.
    public func dispatch(action: TodoAction) {
        store.update { $0.apply(action) }
    }

    /// The current rows, then the rows after every change.
    public func viewStates() -> Observable<[TodoItem]> {
        store.viewStates()
    }
}
