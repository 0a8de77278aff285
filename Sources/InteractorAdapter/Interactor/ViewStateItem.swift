import ListUpdates
import ReactiveCore
import StagedDiff

/// An item that hands out the view state its cell renders.
///
/// Shared code reaches Swift in two shapes: a Kotlin sealed class (a base class with one
/// subclass per case, each holding a view-state struct) or a Swift enum whose cases carry
/// view-state payloads. Both conform the same way, and the adapter picks the cell registered
/// for the *dynamic type* of `viewState`, so user code never casts.
///
/// ```swift
/// enum ChatItem: ViewStateItem {
///     case message(MessageViewState)
///     case typing(TypingViewState)
///
///     var viewState: any Sendable {
///         switch self {
///         case .message(let state): return state
///         case .typing(let state): return state
///         }
///     }
/// }
/// ```
public protocol ViewStateItem {
    /// The view state to render: a value of the concrete struct the cell is registered for.
    var viewState: any Sendable { get }
}
