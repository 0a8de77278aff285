/// The last row under the tasks. A cell shows `2 left · 1 done`.
public struct TodoSummaryViewState: Equatable, Hashable, Sendable {
    /// Tasks not done yet.
    public var remaining: Int
    /// Tasks done.
    public var done: Int

    /// Creates the summary row's state.
    public init(remaining: Int, done: Int) {
        self.remaining = remaining
        self.done = done
    }
}
