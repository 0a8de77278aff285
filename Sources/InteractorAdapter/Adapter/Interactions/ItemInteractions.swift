import Foundation
import ListUpdates

/// What the user can do to items of one view-state type beyond a tap, as registered with
/// their cell, the view state erased so that registrations of different types live in one
/// table. Each closure casts the view state back; a view state of another type does nothing.
@MainActor
struct ItemInteractions {
    // MARK: Lifecycle

    init<ViewState>(_ handlers: ItemHandlers<ViewState>) {
        trailingSwipe = handlers.trailingSwipeActions.map { make in
            { state in (state as? ViewState).map { make($0).map(ErasedAction.init) } ?? [] }
        }
        leadingSwipe = handlers.leadingSwipeActions.map { make in
            { state in (state as? ViewState).map { make($0).map(ErasedAction.init) } ?? [] }
        }
        contextMenu = handlers.contextMenu.map { make in
            { state in (state as? ViewState).map { make($0).map(ErasedAction.init) } ?? [] }
        }
        let move = handlers.move
        self.move = move.map { handler in
            { state, move in (state as? ViewState).map { handler($0, move) } }
        }
        let canMove = handlers.canMove
        // UIKit shows the reorder control when the data source implements the move method.
        self.canMove =
            move == nil ? nil : { state in (state as? ViewState).map { canMove?($0) ?? true } ?? false }
        willDisplay = Self.erase(handlers.willDisplay)
        didEndDisplaying = Self.erase(handlers.didEndDisplaying)
        prefetch = Self.erase(handlers.prefetch)
        cancelPrefetching = Self.erase(handlers.cancelPrefetching)
    }

    // MARK: Internal

    /// A swipe button or a menu action with its handler erased.
    struct ErasedAction {
        var title: String
        var isDestructive: Bool
        var handler: (Any) -> Void

        init<ViewState>(_ action: ItemSwipeAction<ViewState>) {
            title = action.title
            isDestructive = action.style == .destructive
            let handler = action.handler
            self.handler = { state in (state as? ViewState).map(handler) }
        }

        init<ViewState>(_ action: ItemMenuAction<ViewState>) {
            title = action.title
            isDestructive = action.isDestructive
            let handler = action.handler
            self.handler = { state in (state as? ViewState).map(handler) }
        }
    }

    let trailingSwipe: ((Any) -> [ErasedAction])?
    let leadingSwipe: ((Any) -> [ErasedAction])?
    let contextMenu: ((Any) -> [ErasedAction])?
    /// Whether the item may be dragged; nil when the registration has no move handler.
    let canMove: ((Any) -> Bool)?
    let move: ((Any, ItemMove) -> Void)?
    let willDisplay: ((Any) -> Void)?
    let didEndDisplaying: ((Any) -> Void)?
    let prefetch: ((Any) -> Void)?
    let cancelPrefetching: ((Any) -> Void)?

    /// Whether nothing was registered.
    var isEmpty: Bool {
        trailingSwipe == nil && leadingSwipe == nil && contextMenu == nil && move == nil && !tracksDisplay
            && !prefetches
    }

    /// Whether `willDisplay` or `didEndDisplaying` was registered.
    var tracksDisplay: Bool { willDisplay != nil || didEndDisplaying != nil }

    /// Whether `prefetch` or `cancelPrefetching` was registered.
    var prefetches: Bool { prefetch != nil || cancelPrefetching != nil }

    // MARK: Private

    private static func erase<ViewState>(_ handler: ((ViewState) -> Void)?) -> ((Any) -> Void)? {
        handler.map { handler in { state in (state as? ViewState).map(handler) } }
    }
}

/// The closures of a cell's registration beyond a tap, typed by the cell's view state (see
/// `ListAdapter.registerCell(ofType:prepareCell:didSelect:shouldHighlight:trailingSwipeActions:...)`).
struct ItemHandlers<ViewState> {
    var trailingSwipeActions: ((ViewState) -> [ItemSwipeAction<ViewState>])?
    var leadingSwipeActions: ((ViewState) -> [ItemSwipeAction<ViewState>])?
    var contextMenu: ((ViewState) -> [ItemMenuAction<ViewState>])?
    var canMove: ((ViewState) -> Bool)?
    var move: ((ViewState, ItemMove) -> Void)?
    var willDisplay: ((ViewState) -> Void)?
    var didEndDisplaying: ((ViewState) -> Void)?
    var prefetch: ((ViewState) -> Void)?
    var cancelPrefetching: ((ViewState) -> Void)?
}
