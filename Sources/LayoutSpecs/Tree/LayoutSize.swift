/// A width and a height in points.
public struct LayoutSize: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = LayoutSize(width: 0, height: 0)
}

/// Where a node sits and how big it is, in points.
public struct LayoutFrame: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// An empty frame at the origin (the frame of a node with `display: none`).
    public static let zero = LayoutFrame(x: 0, y: 0, width: 0, height: 0)

    /// The frame's size.
    public var size: LayoutSize { LayoutSize(width: width, height: height) }
}
