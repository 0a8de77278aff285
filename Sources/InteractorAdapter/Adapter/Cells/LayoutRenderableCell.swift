import LayoutSpecs
import ListUpdates

/// A cell whose rows are sized by a layout spec (`ItemSizing.layout`) and that places its
/// content at the frames the adapter computed for the row: before every render, fresh or in
/// place, the adapter hands it the row's `Layout`, the one the row's height came from.
///
/// Frames are in depth-first pre-order of the spec's nodes (`Layout.framesInRoot`, relative
/// to the row's content), so a node's index, or its path of child indexes
/// (`Layout.index(ofNodeAt:)`), says which part of the cell it frames.
///
/// ```swift
/// final class CommentCell: HeadlessCell, LayoutRenderableCell {
///     private var textFrame = LayoutFrame.zero
///     func apply(_ layout: Layout) {
///         textFrame = layout.index(ofNodeAt: [1]).map { layout.framesInRoot[$0] } ?? .zero
///     }
///     func render(_ viewState: CommentViewState) { text = viewState.text }
/// }
/// ```
/// On UIKit, `LayoutTableViewCell` and `LayoutCollectionViewCell` (InteractorAdapterUIKit)
/// create a subview per node once and move them to each layout's frames.
@MainActor
public protocol LayoutRenderableCell: RenderableCell {
    /// Takes the frames of the row's content for the view state about to be rendered.
    func apply(_ layout: Layout)
}
