import InteractorAdapter

extension ListAdapter where Model == SingleSection, Item == ChatItem {
    /// Registers the chat screen's cells. Messages are not tappable; an outgoing message's
    /// status (sent, delivered, read) changes in place. A message's row is as tall as its
    /// text wraps at the list's width (`ChatMessageLayout`), measured once per text and
    /// width; the typing indicator is one line.
    ///
    /// ```swift
    /// let adapter = ListAdapter<SingleSection, ChatItem>(listView: tableView)
    /// adapter.registerChatCells()
    /// adapter.bind(to: interactor)
    /// ```
    public func registerChatCells() {
        registerCell(
            ofType: IncomingMessageCell.self,
            sizing: .measured { message, width, environment in
                ChatMessageLayout.height(
                    of: ChatMessageLayout.text(of: message), width: width, environment: environment)
            }, shouldHighlight: { _ in false })
        registerCell(
            ofType: OutgoingMessageCell.self,
            sizing: .measured { message, width, environment in
                ChatMessageLayout.height(
                    of: ChatMessageLayout.text(of: message), width: width, environment: environment)
            }, shouldHighlight: { _ in false })
        registerCell(ofType: TypingIndicatorCell.self, sizing: .fixed(44), shouldHighlight: { _ in false })
    }
}
