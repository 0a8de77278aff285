/// The last row while the other person types. A cell shows `Ada is typing...`.
public struct TypingIndicatorViewState: Equatable, Hashable, Sendable {
    /// Who is typing.
    public var name: String

    /// Creates the typing row's state.
    public init(name: String) {
        self.name = name
    }
}
