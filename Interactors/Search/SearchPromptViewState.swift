/// The status row while the search field is empty. A cell shows its `message`: `Type to search`.
public struct SearchPromptViewState: Equatable, Hashable, Sendable {
    /// What to show.
    public var message: String

    /// Creates the prompt row's state.
    public init(message: String) {
        self.message = message
    }
}
