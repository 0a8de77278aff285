import InteractorAdapter

/// A row of the chat: a Swift enum whose cases carry view states. Messages are identified
/// by their id, the typing indicator by `typing`.
public enum ChatItem: ViewStateItem, Differentiable, Equatable, Sendable {
    /// A message from the other person.
    case incoming(IncomingMessageViewState)
    /// A message I sent, with its status.
    case outgoing(OutgoingMessageViewState)
    /// The other person is typing.
    case typing(TypingIndicatorViewState)

    /// The case's view state.
    public var viewState: any Sendable {
        switch self {
        case .incoming(let state): return state
        case .outgoing(let state): return state
        case .typing(let state): return state
        }
    }

    /// The message's id, or `typing`.
    public var differenceIdentifier: String {
        switch self {
        case .incoming(let state): return state.id
        case .outgoing(let state): return state.id
        case .typing: return "typing"
        }
    }

    /// Same case and equal view state.
    public func isContentEqual(to source: ChatItem) -> Bool { self == source }
}
