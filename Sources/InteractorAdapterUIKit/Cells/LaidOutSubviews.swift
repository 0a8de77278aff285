import InteractorAdapter
import LayoutSpecs

#if canImport(CoreGraphics)
import CoreGraphics
#endif

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The subviews of a cell laid out by a layout spec, flat under one container (the cell's
/// content view), as ALLKit's `makeContentIn(view:)` puts them: a view per node the cell
/// makes one for, created at the first layout and reused by every later layout of the same
/// shape (the same nodes under the same parents), moved to each layout's frames without
/// Auto Layout. A layout of another shape removes them and makes them again.
///
/// `LayoutTableViewCell` and `LayoutCollectionViewCell` keep one; a view of another kind
/// can keep one too.
@MainActor
public final class LaidOutSubviews {
    // MARK: Lifecycle

    /// No views until the first layout.
    public init() {}

    // MARK: Public

    /// The layout the views are at; nil before the first.
    public private(set) var layout: Layout?

    /// The view of each node, in the layout's pre-order (nil for a node without one).
    public private(set) var views: [UIView?] = []

    /// How many times the views were made (the first layout, then each change of shape).
    public private(set) var buildCount = 0

    /// Moves the views to `layout`'s frames (relative to the root, so that `container` is the
    /// root's box), making them first with `makeView(index, path)` when the shape changed.
    /// A view is added to `container` after its parent's, so parents lie below children.
    public func apply(_ layout: Layout, in container: UIView, makeView: (_ index: Int, _ path: [Int]) -> UIView?) {
        if self.layout?.parents != layout.parents {
            for view in views { view?.removeFromSuperview() }
            views = layout.paths().enumerated().map { makeView($0, $1) }
            for case let view? in views { container.addSubview(view) }
            buildCount += 1
        }
        self.layout = layout
        for (index, view) in views.enumerated() {
            guard let view else { continue }
            let frame = layout.framesInRoot[index]
            view.frame = CGRect(
                x: CGFloat(frame.x), y: CGFloat(frame.y), width: CGFloat(frame.width), height: CGFloat(frame.height))
        }
    }

    /// The view of the node at `path` (child indexes from the root; the root's is `[]`), if
    /// the node has one.
    public func view(forNodeAt path: [Int]) -> UIView? {
        guard let index = layout?.index(ofNodeAt: path), views.indices.contains(index) else { return nil }
        return views[index]
    }
}
