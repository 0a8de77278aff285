import Foundation
import ListUpdates

extension HeadlessListView {
    // MARK: Public

    /// The row whose swipe is open, the edge it was swiped from and the buttons it shows;
    /// nil when no swipe is open.
    public var swipedItem: (indexPath: IndexPath, edge: ListSwipeEdge, actions: ListSwipeActions)? {
        openSwipe.map { ($0.position.indexPath, $0.edge, $0.actions) }
    }

    /// A finger swipes the visible item at `indexPath` from `edge`, as UIKit handles it: the
    /// delegate's `trailingSwipeActionsForItemAt` (or `leadingSwipeActionsForItemAt`) gives
    /// the buttons and the swipe stays open showing them, until a button is tapped, another
    /// item is swiped, the list scrolls or reloads, or the row is reloaded or deleted by a
    /// batch (a row rendered in place or moved keeps its swipe, as in UIKit).
    ///
    /// ```swift
    /// let actions = try list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing)
    /// try list.tapSwipeAction(titled: "Delete")
    /// ```
    /// - Returns: the buttons the swipe shows.
    /// - Throws: `ListInteractionError` when the item is not on screen or has no buttons on
    ///   that edge (nil or no action); an open swipe is then closed.
    @discardableResult
    public func swipeItem(
        at indexPath: IndexPath, from edge: ListSwipeEdge
    ) throws(ListInteractionError)
        -> ListSwipeActions
    {
        openSwipe = nil
        try requireVisible(indexPath)
        let actions: ListSwipeActions?
        switch edge {
        case .trailing: actions = delegate?.listView(self, trailingSwipeActionsForItemAt: indexPath)
        case .leading: actions = delegate?.listView(self, leadingSwipeActionsForItemAt: indexPath)
        }
        guard let actions, !actions.actions.isEmpty else { throw .noSwipeActions(indexPath, edge: edge) }
        openSwipe = OpenSwipe(position: ItemPosition(indexPath), edge: edge, actions: actions)
        return actions
    }

    /// Swipes the visible item at `indexPath` all the way across from `edge`: when its
    /// buttons say `performsFirstActionWithFullSwipe`, the first one is performed and the
    /// swipe closes; otherwise the swipe stays open showing the buttons, as in UIKit.
    /// - Returns: the action performed, or nil when the full swipe only opened the swipe.
    /// - Throws: as `swipeItem(at:from:)`.
    @discardableResult
    public func fullySwipeItem(
        at indexPath: IndexPath, from edge: ListSwipeEdge
    ) throws(ListInteractionError)
        -> ListSwipeAction?
    {
        let actions = try swipeItem(at: indexPath, from: edge)
        guard actions.performsFirstActionWithFullSwipe else { return nil }
        return perform(actions.actions[0])
    }

    /// Taps the button titled `title` of the open swipe: the swipe closes, then the button's
    /// handler runs.
    /// - Returns: the action performed.
    /// - Throws: `ListInteractionError` when no swipe is open or it has no such button (the
    ///   message lists its buttons); the swipe then stays as it was.
    @discardableResult
    public func tapSwipeAction(titled title: String) throws(ListInteractionError) -> ListSwipeAction {
        guard let swipe = openSwipe else { throw .noOpenSwipe }
        guard let action = swipe.actions.actions.first(where: { $0.title == title }) else {
            throw .unknownSwipeAction(
                title: title, indexPath: swipe.position.indexPath, edge: swipe.edge, available: swipe.titles)
        }
        return perform(action)
    }

    /// Taps the button at `index` (0 nearest the edge) of the open swipe, as
    /// `tapSwipeAction(titled:)` does.
    @discardableResult
    public func tapSwipeAction(at index: Int) throws(ListInteractionError) -> ListSwipeAction {
        guard let swipe = openSwipe else { throw .noOpenSwipe }
        guard swipe.actions.actions.indices.contains(index) else {
            throw .swipeActionOutOfRange(
                index, indexPath: swipe.position.indexPath, edge: swipe.edge, available: swipe.titles)
        }
        return perform(swipe.actions.actions[index])
    }

    /// Closes the open swipe without performing anything, as a tap elsewhere does.
    public func closeSwipe() {
        openSwipe = nil
    }

    // MARK: Internal

    /// Throws unless `indexPath` is an item of the list on screen.
    func requireVisible(_ indexPath: IndexPath) throws(ListInteractionError) {
        loadIfNeeded()
        guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < itemCounts[indexPath.section]
        else {
            throw .outsideList(indexPath, counts: itemCounts, noun: style.itemNoun)
        }
        guard visibleCells[indexPath] != nil else {
            let paths = visibleCells.entries
            let range = paths.first.flatMap { first in
                paths.last.map { first.position.indexPath...$0.position.indexPath }
            }
            throw .notVisible(indexPath, visible: range)
        }
    }

    // MARK: Private

    private func perform(_ action: ListSwipeAction) -> ListSwipeAction {
        openSwipe = nil
        action.handler()
        return action
    }
}

/// A swipe open on a row: where, from which edge, and the buttons it shows.
struct OpenSwipe {
    var position: ItemPosition
    var edge: ListSwipeEdge
    var actions: ListSwipeActions

    /// The buttons' titles, nearest the edge first.
    var titles: [String] { actions.actions.map(\.title) }

    /// ` [trailing swipe: Delete | Archive]`, as the snapshot marks the row.
    var mark: String { " [\(edge.rawValue) swipe: \(titles.joined(separator: " | "))]" }

    /// The same swipe on the row at its new position.
    func moved(to position: ItemPosition) -> OpenSwipe {
        var moved = self
        moved.position = position
        return moved
    }
}
