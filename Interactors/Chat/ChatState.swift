/// Everything the chat knows. The rows on screen are a function of it.
struct ChatState: Equatable, Sendable {
    struct Message: Equatable, Sendable {
        var id: String
        /// nil for my own messages.
        var author: String?
        var text: String
        var status: MessageStatus = .sent
    }

    static let peer = "Ada"
    static let replies = [
        "Sounds good", "See you there", "I'll bring the map", "Running 5 min late", "Ok!", "Where exactly?", "Great",
    ]

    var messages: [Message] = [
        Message(id: "m1", author: ChatState.peer, text: "Are we still on for lunch?"),
        Message(id: "m2", author: nil, text: "Yes, 12:30?", status: .read),
    ]
    var isPeerTyping = false
    /// The number in the next message's id.
    var nextNumber = 3
    /// Which canned reply comes next.
    var replyCursor = 0

    var items: [ChatItem] {
        let rows: [ChatItem] = messages.map { message in
            guard let author = message.author else {
                return .outgoing(OutgoingMessageViewState(id: message.id, text: message.text, status: message.status))
            }
            return .incoming(IncomingMessageViewState(id: message.id, author: author, text: message.text))
        }
        return isPeerTyping ? rows + [.typing(TypingIndicatorViewState(name: ChatState.peer))] : rows
    }

    /// Adds my message as `sent`. - Returns: its id.
    mutating func send(_ text: String) -> String {
        let id = "m\(nextNumber)"
        nextNumber += 1
        messages.append(Message(id: id, author: nil, text: text))
        return id
    }

    /// Moves my message `id` forward to `status`; never backwards.
    mutating func advance(_ id: String, to status: MessageStatus) {
        guard let index = messages.firstIndex(where: { $0.id == id }), messages[index].status < status else { return }
        messages[index].status = status
    }

    /// Appends the next canned reply; the typing indicator goes.
    mutating func receiveReply() {
        messages.append(Message(id: "m\(nextNumber)", author: ChatState.peer, text: ChatState.replies[replyCursor]))
        nextNumber += 1
        replyCursor = (replyCursor + 1) % ChatState.replies.count
        isPeerTyping = false
    }

    mutating func delete(_ id: String) {
        messages.removeAll { $0.id == id }
    }
}
