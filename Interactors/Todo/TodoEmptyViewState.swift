/// The only row when there is no task. A cell shows its `message`.
public struct TodoEmptyViewState: Equatable, Hashable, Sendable {
    /// What to show, e.g. `Nothing to do`.
    public var message: String

    /// Creates the empty row's state.
    public init(message: String) {
        self.message = message
    }
}
