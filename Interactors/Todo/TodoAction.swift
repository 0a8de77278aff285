/// What the user can do on the todo screen. Scripts write the synthesized `Codable` form:
///
/// ```json
/// {"add": {"text": "Milk"}}
/// {"rename": {"id": "t1", "text": "Oat milk"}}
/// {"toggle": {"id": "t1"}}
/// {"delete": {"id": "t1"}}
/// {"move": {"from": 0, "to": 2}}
/// {"clearDone": {}}
/// ```
public enum TodoAction: Codable, Equatable, Sendable {
    /// Appends a task with this title; its id is `t1`, `t2`, ... in order of creation.
    case add(text: String)
    /// Changes a task's title.
    case rename(id: String, text: String)
    /// Ticks a task off, or un-ticks it.
    case toggle(id: String)
    /// Removes a task.
    case delete(id: String)
    /// Moves the task at row `from` to row `to` (rows among the tasks, counted from 0),
    /// as a drag in the list reports it.
    case move(from: Int, to: Int)
    /// Removes every task that is done.
    case clearDone

    /// The keys of the synthesized `Codable` form, one per case: the names scripts write.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case add, rename, toggle, delete, move, clearDone
    }

    /// Every action's key, as scripts write it, read from `CodingKeys`.
    public static var names: [String] { CodingKeys.allCases.map(\.stringValue) }
}
