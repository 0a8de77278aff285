import Foundation
import HeadlessList
import ListUpdates
import StagedDiff

/// The view state of a row whose cell renders in place; `refusesInPlace` makes the cell
/// answer `.needsToReload`.
package struct AnimatedState: Hashable, Sendable {
    package var id: String
    package var title: String
    package var refusesInPlace = false

    package init(id: String, title: String, refusesInPlace: Bool = false) {
        self.id = id
        self.title = title
        self.refusesInPlace = refusesInPlace
    }
}

/// The view state of a row whose cell can only be reloaded.
package struct PlainState: Hashable, Sendable {
    package var id: String
    package var title: String

    package init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// A header model whose view state is itself.
package struct TestHeader: Differentiable, Hashable, Sendable {
    package var id: String
    package var title: String
    package var differenceIdentifier: String { id }

    package init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// Renders `AnimatedState` in place and counts how.
final package class AnimatedRowCell: HeadlessCell, AnimatedRenderableCell {
    package private(set) var animatedRenders = 0

    package func render(_ viewState: AnimatedState, animated: Bool) -> RenderResult {
        if animated {
            if viewState.refusesInPlace { return .needsToReload }
            animatedRenders += 1
        }
        text = viewState.title
        return .rendered
    }

    override package func prepareForReuse() {
        super.prepareForReuse()
        animatedRenders = 0
    }
}

/// Renders `PlainState`; cannot animate.
final package class PlainRowCell: HeadlessCell, RenderableCell {
    package func render(_ viewState: PlainState) {
        text = viewState.title
    }
}

/// A header that renders in place.
final package class AnimatedHeaderView: HeadlessCell, AnimatedRenderableCell {
    package func render(_ viewState: TestHeader, animated: Bool) -> RenderResult {
        text = viewState.title
        return .rendered
    }
}

/// A header that cannot animate.
final package class PlainHeaderView: HeadlessCell, RenderableCell {
    package func render(_ viewState: TestHeader) {
        text = viewState.title
    }
}

/// The index path of row `item` in `section`.
package func row(_ item: Int, section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
}
