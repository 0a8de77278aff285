/// One node of a layout tree: a container of children laid out by flexbox, or a leaf with
/// content (a fixed size, or a function that measures it).
///
/// A tree is a value: build it for a view state on any thread, and compute it for a width
/// with ``layout(width:height:)``. Nodes are numbered in depth-first pre-order (the root is
/// 0, then its first child and that child's subtree, and so on); ``Layout/frames`` follows
/// that order.
///
/// ```swift
/// var row = LayoutStyle()
/// row.flexDirection = .row
/// row.padding = LayoutEdges(all: 12)
/// row.columnGap = 12
/// var avatar = LayoutStyle()
/// avatar.width = 40
/// avatar.height = 40
/// var texts = LayoutStyle()
/// texts.flexGrow = 1
/// texts.flexShrink = 1
/// let cell = LayoutNode(style: row, children: [
///     LayoutNode(style: avatar),
///     LayoutNode(style: texts, content: .fixed(LayoutSize(width: 120, height: 20))),
/// ])
/// let height = cell.layout(width: 320).size.height  // 64
/// ```
public struct LayoutNode: Sendable {
    /// How the node is laid out.
    public var style: LayoutStyle
    /// The node's children, in order; ignored when the node has content.
    public var children: [LayoutNode]
    /// What a leaf shows, as far as its size goes; nil for a container.
    public var content: LayoutContent?

    /// A container.
    /// - Parameters:
    ///   - style: how the node and its children are laid out.
    ///   - children: the children, in order.
    public init(style: LayoutStyle = LayoutStyle(), children: [LayoutNode] = []) {
        self.style = style
        self.children = children
        self.content = nil
    }

    /// A leaf with content.
    /// - Parameters:
    ///   - style: how the node is laid out; its padding and border are added to the content's size.
    ///   - content: a fixed size or a measuring function.
    public init(style: LayoutStyle = LayoutStyle(), content: LayoutContent) {
        self.style = style
        self.children = []
        self.content = content
    }

    /// The number of nodes in the tree, this one included.
    public var nodeCount: Int {
        children.withUnsafeBufferPointer { children in
            var count = 1
            for index in children.indices { count += children[index].nodeCount }
            return count
        }
    }
}
