import Foundation
import ListUpdates
import StagedDiff

// What the list asks and tells about the user's gestures beyond a tap: swipes, context menus,
// drags, items appearing and disappearing, prefetching. Paths are the pipeline's own (a
// provider's own sections); the list's are given apart where the trace records them.
extension UpdatePipeline {
    // MARK: Swipes and menus

    /// The buttons of a swipe from `edge` on the item at `indexPath`, from its registration;
    /// each button, when tapped, runs its handler with the item's view state as it is then.
    func swipeActions(at indexPath: IndexPath, edge: ListSwipeEdge) -> ListSwipeActions? {
        guard let (item, viewState, interactions) = interactions(at: indexPath),
            let make = edge == .trailing ? interactions.trailingSwipe : interactions.leadingSwipe
        else { return nil }
        let actions = make(viewState)
        guard !actions.isEmpty else { return nil }
        let id = item.differenceIdentifier
        return ListSwipeActions(
            actions.map { action in
                ListSwipeAction(title: action.title, style: action.isDestructive ? .destructive : .normal) {
                    [weak self] in
                    self?.perform(action.handler, onItem: id, near: indexPath)
                }
            })
    }

    /// The context menu of the item at `indexPath`, from its registration; each action runs
    /// its handler with the item's view state as it is when chosen.
    func contextMenu(at indexPath: IndexPath) -> ListContextMenu? {
        guard let (item, viewState, interactions) = interactions(at: indexPath),
            let make = interactions.contextMenu
        else { return nil }
        let actions = make(viewState)
        guard !actions.isEmpty else { return nil }
        let id = item.differenceIdentifier
        return ListContextMenu(
            actions: actions.map { action in
                ListMenuAction(title: action.title, isDestructive: action.isDestructive) { [weak self] in
                    self?.perform(action.handler, onItem: id, near: indexPath)
                }
            })
    }

    // MARK: Moves

    /// Whether the item at `indexPath` may be dragged: its registration has a move handler
    /// and its `canMove` (if any) says yes.
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let (_, viewState, interactions) = interactions(at: indexPath) else { return false }
        return interactions.canMove?(viewState) ?? false
    }

    /// Why the item at `indexPath` may not be dragged; nil when it may (or there is no item).
    func moveRefusal(at indexPath: IndexPath) -> MoveRefusal? {
        guard let item = sections.item(at: indexPath.section, indexPath.item) else { return nil }
        let viewState = ViewStateLookup.viewState(of: item)
        let typeName = String(describing: type(of: viewState))
        guard let canMove = registry.interactions(for: viewState)?.canMove else {
            return .noMoveHandler(viewStateType: typeName)
        }
        return canMove(viewState) ? nil : .canMoveSaidNo(viewStateType: typeName)
    }

    /// Where an item dragged from `source` may go when the user holds it over `proposal`:
    /// into another section only when both sections allow it (`ListSectionModel`), else the
    /// nearest end of its own section; within its section, not past an item that cannot
    /// move (it stops next to it), so that such items keep their places.
    func targetForMove(from source: IndexPath, proposed proposal: IndexPath) -> IndexPath {
        guard answered.indices.contains(source.section), answered.indices.contains(proposal.section) else {
            return source
        }
        if proposal.section != source.section {
            if allowsMovesAcrossSections(source.section), allowsMovesAcrossSections(proposal.section) {
                return proposal
            }
            let last = max(0, answered[source.section].elements.count - 1)
            let item = proposal.section < source.section ? 0 : last
            return stoppingAtFixedItems(from: source, to: IndexPath(item: item, section: source.section))
        }
        return stoppingAtFixedItems(from: source, to: proposal)
    }

    /// Updates the sections to what the list shows after the user dragged the item at
    /// `source` to `destination` (no batch: the list moved the row already), remembers the
    /// move for the trace (at the list's paths), then calls the item's move handler.
    func moveItem(from source: IndexPath, to destination: IndexPath, listMove: BatchUpdate.Move<IndexPath>) {
        guard let item = sections.item(at: source.section, source.item),
            sections.indices.contains(destination.section)
        else { return }
        sections[source.section].elements.remove(at: source.item)
        let count = sections[destination.section].elements.count
        sections[destination.section].elements.insert(item, at: min(max(0, destination.item), count))
        generation += 1
        if diffInFlight != nil { movedWhileDiffing = true }
        sizeAllRows()
        sectionsDidChange()
        userMoves.append(listMove)
        let viewState = ViewStateLookup.viewState(of: item)
        registry.interactions(for: viewState)?.move?(viewState, ItemMove(source: source, destination: destination))
    }

    // MARK: Display and prefetching

    /// Tells the registration of the item at `indexPath` that its cell is about to appear,
    /// and remembers the item for `didEndDisplaying`. The list tells this for every cell it
    /// shows: without a registration that listens it returns before any generic code runs.
    func willDisplay(_ cell: any ListCell, at indexPath: IndexPath) {
        if registry.hasDisplayHandlers { tellWillDisplay(cell, at: indexPath) }
    }

    /// Tells the registration of the item `cell` was displayed with that it left: with the
    /// item's view state now when it is still at `indexPath` (nil when the list no longer has
    /// that place), else with the view state it was displayed with (a deleted item).
    func didEndDisplaying(_ cell: any ListCell, at indexPath: IndexPath?) {
        if registry.hasDisplayHandlers { tellDidEndDisplaying(cell, at: indexPath) }
    }

    /// Tells the registrations of the items at `indexPaths` that they are about to appear
    /// (`prefetch`), or no longer (`cancelPrefetching` when `cancelled`).
    func prefetchItems(at indexPaths: [IndexPath], cancelled: Bool) {
        guard registry.hasPrefetchHandlers else { return }
        for indexPath in indexPaths {
            guard let (_, viewState, interactions) = interactions(at: indexPath) else { continue }
            (cancelled ? interactions.cancelPrefetching : interactions.prefetch)?(viewState)
        }
    }

    // MARK: Private

    @inline(never)
    private func tellWillDisplay(_ cell: any ListCell, at indexPath: IndexPath) {
        guard let (item, viewState, interactions) = interactions(at: indexPath), interactions.tracksDisplay else {
            return
        }
        if interactions.didEndDisplaying != nil {
            displayedItems[ObjectIdentifier(cell)] = (item.differenceIdentifier, viewState)
        }
        interactions.willDisplay?(viewState)
    }

    @inline(never)
    private func tellDidEndDisplaying(_ cell: any ListCell, at indexPath: IndexPath?) {
        guard let shown = displayedItems.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        var viewState = shown.viewState
        if let indexPath, let item = answered.item(at: indexPath.section, indexPath.item),
            item.differenceIdentifier == shown.id
        {
            viewState = ViewStateLookup.viewState(of: item)
        }
        registry.interactions(for: viewState)?.didEndDisplaying?(viewState)
    }

    /// The item at `indexPath`, its view state and its registration's interactions.
    private func interactions(at indexPath: IndexPath) -> (Item, Any, ItemInteractions)? {
        guard registry.hasInteractions, let item = answered.item(at: indexPath.section, indexPath.item) else {
            return nil
        }
        let viewState = ViewStateLookup.viewState(of: item)
        guard let interactions = registry.interactions(for: viewState) else { return nil }
        return (item, viewState, interactions)
    }

    /// Runs `handler` with the view state of the item identified by `id` as it is now
    /// (looked for at `indexPath` first, where it was); nothing when it is gone.
    private func perform(_ handler: (Any) -> Void, onItem id: Item.DifferenceIdentifier, near indexPath: IndexPath) {
        if let item = sections.item(at: indexPath.section, indexPath.item), item.differenceIdentifier == id {
            handler(ViewStateLookup.viewState(of: item))
            return
        }
        for section in sections {
            if let item = section.elements.first(where: { $0.differenceIdentifier == id }) {
                handler(ViewStateLookup.viewState(of: item))
                return
            }
        }
    }

    /// `destination` in `source`'s section, moved back towards `source` so that no item
    /// between them (the dragged one aside) cannot move.
    private func stoppingAtFixedItems(from source: IndexPath, to destination: IndexPath) -> IndexPath {
        let section = source.section
        if destination.item > source.item {
            for item in (source.item + 1)...destination.item
            where !canMoveItem(at: IndexPath(item: item, section: section)) {
                return IndexPath(item: item - 1, section: section)
            }
        } else if destination.item < source.item {
            for item in stride(from: source.item - 1, through: destination.item, by: -1)
            where !canMoveItem(at: IndexPath(item: item, section: section)) {
                return IndexPath(item: item + 1, section: section)
            }
        }
        return destination
    }
}
