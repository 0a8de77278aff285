import InteractorAdapter

extension ListAdapter where Model == SingleSection, Item == ChatItem {
    /// Registers the chat screen's cells. Messages are not tappable; an outgoing message's
    /// status (sent, delivered, read) changes in place.
    ///
    /// ```swift
    /// let adapter = ListAdapter<SingleSection, ChatItem>(listView: tableView)
    /// adapter.registerChatCells()
    /// adapter.bind(to: interactor)
    /// ```
    public func registerChatCells() {
        registerCell(ofType: IncomingMessageCell.self, shouldHighlight: { _ in false })
        registerCell(ofType: OutgoingMessageCell.self, shouldHighlight: { _ in false })
        registerCell(ofType: TypingIndicatorCell.self, shouldHighlight: { _ in false })
    }
}
