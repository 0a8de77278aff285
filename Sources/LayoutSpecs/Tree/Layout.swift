/// The frames of a layout tree computed for an available size.
///
/// Frames are rounded to whole points as Yoga rounds them with a point scale factor of 1:
/// a node's position is its position relative to its parent, rounded half up; its width
/// and height are the distance between its rounded far edges and its rounded near edges in
/// the root's coordinates (so adjacent nodes never overlap or leave a gap).
public struct Layout: Hashable, Sendable {
    /// Every node's frame in depth-first pre-order, relative to its parent's border box;
    /// the root's x and y are its own left and top margins.
    public let frames: [LayoutFrame]
    /// Every node's frame in depth-first pre-order, relative to the root's border box (the
    /// root's is at 0, 0): where a flat hierarchy of views under one content view puts them.
    public let framesInRoot: [LayoutFrame]
    /// Every node's parent in `frames`, -1 for the root.
    public let parents: [Int]

    /// The root's size: the height a list row needs for the width it was laid out for.
    public var size: LayoutSize { frames.first?.size ?? .zero }

    /// The index in `frames` of the node at `path` (child indexes from the root; the root's
    /// path is `[]`), or nil when the tree has no such node.
    public func index(ofNodeAt path: [Int]) -> Int? {
        var node = 0
        for step in path {
            guard step >= 0 else { return nil }
            var child = node + 1
            var remaining = step
            // Children of `node` follow it in pre-order, each after its predecessor's subtree.
            while child < parents.count, remaining > 0 || parents[child] != node {
                if parents[child] == node { remaining -= 1 }
                if parents[child] < node { return nil }
                child += 1
            }
            guard child < parents.count, parents[child] == node else { return nil }
            node = child
        }
        return node
    }

    /// The path of child indexes from the root to the node at `index` (the root's is `[]`).
    public func path(ofNodeAt index: Int) -> [Int] {
        var path: [Int] = []
        var node = index
        while parents[node] >= 0 {
            let parent = parents[node]
            var position = 0
            for sibling in (parent + 1)..<node where parents[sibling] == parent { position += 1 }
            path.append(position)
            node = parent
        }
        return path.reversed()
    }
}

extension LayoutNode {
    /// Lays the tree out in the available size; pure, and safe on any thread.
    ///
    /// - Parameters:
    ///   - width: the available width; the root takes it all unless its style gives a
    ///     width (then the root's width) or a maximum width. Nil: unbounded (the content's width).
    ///   - height: the available height, as `width`. Nil: the content's height.
    /// - Returns: every node's frame and the root's size.
    /// - Complexity: linear in the number of nodes for trees whose containers do not nest
    ///   flexible children many levels deep (each node is measured a few times at most).
    public func layout(width: Double? = nil, height: Double? = nil) -> Layout {
        var engine = LayoutEngine(root: self)
        engine.layOutRoot(width: width, height: height)
        return engine.roundedLayout()
    }

    /// The height the tree needs at `width`: what a list row laid out by this tree asks for.
    public func height(forWidth width: Double) -> Double {
        layout(width: width).size.height
    }

    /// ``height(forWidth:)`` as a function to keep: a row's measuring function that any
    /// thread may call.
    public var heightForWidth: @Sendable (Double) -> Double {
        { [self] width in height(forWidth: width) }
    }
}
