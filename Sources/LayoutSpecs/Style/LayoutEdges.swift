/// One value per edge: margins, paddings, borders, or the insets of a positioned node.
public struct LayoutEdges: Hashable, Sendable {
    /// The left edge.
    public var left: LayoutValue
    /// The top edge.
    public var top: LayoutValue
    /// The right edge.
    public var right: LayoutValue
    /// The bottom edge.
    public var bottom: LayoutValue

    /// Edges with their own values.
    public init(left: LayoutValue, top: LayoutValue, right: LayoutValue, bottom: LayoutValue) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// The same value on all four edges.
    public init(all value: LayoutValue) {
        self.init(left: value, top: value, right: value, bottom: value)
    }

    /// `horizontal` on the left and right, `vertical` on the top and bottom.
    public init(horizontal: LayoutValue = 0, vertical: LayoutValue = 0) {
        self.init(left: horizontal, top: vertical, right: horizontal, bottom: vertical)
    }

    /// Zero on every edge: the default margin, padding and border.
    public static let zero = LayoutEdges(all: .points(0))
    /// `auto` on every edge: the default insets (a node is not moved).
    public static let auto = LayoutEdges(all: .auto)
}
