import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// How the replay builds one screen by name: the name scripts write in their header, the
/// action keys it accepts (for error messages), and a function that wires an interactor
/// to a `ListAdapter` on the replay's list.
///
/// ```swift
/// ReplayScreenFactory(name: "todo", actionNames: TodoAction.names) { environment in
///     let interactor = TodoInteractor()
///     let adapter = ListAdapter<SingleSection, TodoItem>(
///         listView: environment.listView, scheduler: environment.scheduler)
///     adapter.registerTodoCells(dispatchingTo: interactor)
///     return ReplayScreen(interactor: interactor, adapter: adapter) { adapter.bind(to: $0) }
/// }
/// ```
package struct ReplayScreenFactory: Sendable {
    /// The screen's name in script headers, e.g. `"todo"`.
    package var name: String
    /// The keys of the screen's actions as scripts write them, e.g. `["add", "rename"]`.
    package var actionNames: [String]
    /// Builds the screen, cells registered but not bound yet.
    package var make: @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen

    package init(
        name: String, actionNames: [String], make: @escaping @MainActor @Sendable (ReplayEnvironment) -> ReplayScreen
    ) {
        self.name = name
        self.actionNames = actionNames
        self.make = make
    }
}
