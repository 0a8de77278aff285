/// Why the adapter does not let the user drag an item: which part of the item's cell
/// registration says no, so that a message can say what to change.
package enum MoveRefusal: Equatable, Sendable, CustomStringConvertible {
    /// The registration of the item's view state gives no `move` handler (or there is no
    /// registration with gestures for it).
    case noMoveHandler(viewStateType: String)
    /// The registration has a `move` handler, and its `canMove` said no for the item's state now.
    case canMoveSaidNo(viewStateType: String)

    /// `the registration of its cell (TodoSummaryViewState) gives no move handler`.
    package var description: String {
        switch self {
        case .noMoveHandler(let type):
            return "the registration of its cell (\(type)) gives no move handler; give registerCell a move: "
                + "closure to let it be dragged"
        case .canMoveSaidNo(let type):
            return "the canMove of its cell's registration (\(type)) returned false for its state now"
        }
    }
}
