import BinarySearch
import StagedDiff

/// A cell that can move from one view state to the next in place, animating the change,
/// so that a visible row keeps its cell (and whatever state the cell holds) instead of
/// being reloaded.
///
/// ```swift
/// final class ToggleCell: HeadlessCell, AnimatedRenderableCell {
///     private(set) var isOn = false
///     func render(_ viewState: ToggleViewState, animated: Bool) -> RenderResult {
///         isOn = viewState.isOn   // a real cell would call setOn(_:animated:)
///         text = viewState.title + (isOn ? " [on]" : " [off]")
///         return .rendered
///     }
/// }
/// ```
@MainActor
public protocol AnimatedRenderableCell: RenderableCell {
    /// The view state this cell shows. Restated so that a conforming cell only needs to write
    /// `render(_:animated:)`: the type is inferred from it.
    associatedtype ViewState

    /// Shows `viewState`; `animated` is true when the cell is on screen and already shows an
    /// older state of the same item.
    /// - Returns: `.rendered`, or `.needsToReload` when the change cannot be shown in place.
    func render(_ viewState: ViewState, animated: Bool) -> RenderResult
}

extension AnimatedRenderableCell {
    /// Renders without animation (a freshly dequeued cell).
    public func render(_ viewState: ViewState) {
        _ = render(viewState, animated: false)
    }
}
