import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to GenericCollectionViewHeaderView.swift, and kept so: a table's headers are
// UITableViewHeaderFooterViews, a collection view's UICollectionReusableViews.

/// A table view section header that shows one type of view state (a section model's):
/// subclass it, override `render(_:)`, and register it with `registerHeader(ofType:)`.
open class GenericTableViewHeaderView<ViewState>: UITableViewHeaderFooterView, RenderableCell {
    /// Shows `viewState`, replacing whatever the header showed. Subclasses override it.
    open func render(_ viewState: ViewState) {
        preconditionFailure("\(Self.self) must override render(_:) to show a \(ViewState.self)")
    }
}

/// A table view section header that moves to a section model's new state in place, so that
/// an updated section is not reloaded: subclass it and override `render(_:animated:)`.
open class GenericAnimatedTableViewHeaderView<ViewState>: GenericTableViewHeaderView<ViewState>,
    AnimatedRenderableCell
{
    /// Shows `viewState`; `animated` is true when the header is on screen and shows an
    /// older state of the same section. Subclasses override it.
    /// - Returns: `.rendered`, or `.needsToReload` to reload the section.
    open func render(_ viewState: ViewState, animated: Bool) -> RenderResult {
        preconditionFailure("\(Self.self) must override render(_:animated:) to show a \(ViewState.self)")
    }

    /// Renders without animation (a freshly dequeued header).
    public final override func render(_ viewState: ViewState) {
        _ = render(viewState, animated: false)
    }
}
