import HeadlessList
import InteractorAdapter
import LayoutSpecs

/// A comment under a post: `Alan Turing: Wow`, laid out by `FeedCommentLayout` (the adapter
/// hands it the layout its row's height came from before each render).
public final class FeedCommentCell: HeadlessCell, LayoutRenderableCell {
    /// The layout of the comment shown (nil before the first).
    public private(set) var layout: Layout?

    /// The frame of the comment's text in the row (zero before the first layout).
    public var textFrame: LayoutFrame {
        layout.flatMap { layout in layout.index(ofNodeAt: FeedCommentLayout.textPath).map { layout.framesInRoot[$0] } }
            ?? .zero
    }

    /// Keeps the frames of the comment about to be rendered.
    public func apply(_ layout: Layout) {
        self.layout = layout
    }

    /// Shows the author and the comment.
    public func render(_ viewState: FeedCommentViewState) {
        text = FeedCommentLayout.text(of: viewState)
    }

    /// Forgets the layout with the text.
    public override func prepareForReuse() {
        super.prepareForReuse()
        layout = nil
    }
}
