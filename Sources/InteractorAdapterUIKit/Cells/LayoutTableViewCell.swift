import InteractorAdapter
import LayoutSpecs

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to LayoutCollectionViewCell.swift, and kept so: a Swift class cannot be generic
// over its UIKit superclass. What they share is `LaidOutSubviews`.

/// A table view cell laid out by a layout spec (`ItemSizing.layout`): the adapter hands it
/// the row's layout before each render, and it puts a subview per node at the node's frame
/// in its content view, without Auto Layout. Subclass it, make the views in
/// `makeView(forNodeAt:)` (once per shape of tree) and fill them in `render(_:)`.
///
/// ```swift
/// final class CommentCell: LayoutTableViewCell<CommentViewState> {
///     override func makeView(forNodeAt path: [Int]) -> UIView? {
///         path == [1] ? UILabel() : nil  // the text; the root and the avatar need none
///     }
///     override func render(_ viewState: CommentViewState) {
///         (view(forNodeAt: [1]) as? UILabel)?.text = viewState.text
///     }
/// }
///
/// adapter.registerCell(ofType: CommentCell.self, sizing: .layout { comment, _ in CommentLayout.node(comment) })
/// ```
open class LayoutTableViewCell<ViewState>: GenericTableViewCell<ViewState>, LayoutRenderableCell {
    /// The subviews laid out, and the layout they are at.
    public private(set) lazy var laidOut = LaidOutSubviews()

    /// The view for the node at `path` (child indexes from the root, `[]` for the root), or
    /// nil for a node shown by no view. Called for every node when a layout of a new shape
    /// arrives; the views stay while the shape does.
    open func makeView(forNodeAt path: [Int]) -> UIView? {
        nil
    }

    /// Puts the subviews at `layout`'s frames, making them first if its shape is new.
    public func apply(_ layout: Layout) {
        laidOut.apply(layout, in: contentView) { _, path in makeView(forNodeAt: path) }
    }

    /// The view of the node at `path`, once a layout was applied.
    public func view(forNodeAt path: [Int]) -> UIView? {
        laidOut.view(forNodeAt: path)
    }
}
