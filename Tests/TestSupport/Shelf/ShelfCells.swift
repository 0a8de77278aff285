import HeadlessList
import InteractorAdapter

/// A book's row, `Dune` or `✓ Dune` once read; renders a new title or mark in place for the
/// same book and asks for a reload for another.
package final class BookCell: HeadlessCell, AnimatedRenderableCell {
    private var bookID: String?

    package func render(_ viewState: BookViewState, animated: Bool) -> RenderResult {
        if animated, bookID != viewState.id { return .needsToReload }
        bookID = viewState.id
        text = (viewState.isRead ? "✓ " : "") + viewState.title
        return .rendered
    }

    override package func prepareForReuse() {
        super.prepareForReuse()
        bookID = nil
    }
}

/// The `2 books` row; it cannot animate, so a new count reloads it.
package final class BookCountCell: HeadlessCell, RenderableCell {
    package func render(_ viewState: BookCountViewState) {
        text = viewState.count == 1 ? "1 book" : "\(viewState.count) books"
    }
}

/// A shelf's header.
package final class ShelfHeaderView: HeadlessCell, RenderableCell {
    package func render(_ viewState: ShelfName) {
        text = viewState.name
    }
}
