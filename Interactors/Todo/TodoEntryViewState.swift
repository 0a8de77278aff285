/// One task row. A cell shows `☐ Milk` when open, `☑ Milk` when done.
public struct TodoEntryViewState: Equatable, Hashable, Sendable {
    /// The task's id, e.g. `"t1"`.
    public var id: String
    /// The task's title.
    public var title: String
    /// Whether the task is done.
    public var isDone: Bool

    /// Creates a task row's state.
    public init(id: String, title: String, isDone: Bool) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}
