import LayoutSpecs

/// A node with a style set up by `configure`, for trees written as in Yoga's tests.
func node(_ configure: (inout LayoutStyle) -> Void = { _ in }, _ children: LayoutNode...) -> LayoutNode {
    var style = LayoutStyle()
    configure(&style)
    return LayoutNode(style: style, children: children)
}

/// A node of a fixed width and height (`auto` when nil), with `configure` applied after.
func box(
    _ width: Double?, _ height: Double?, _ configure: (inout LayoutStyle) -> Void = { _ in }
) -> LayoutNode {
    node { style in
        if let width { style.width = .points(width) }
        if let height { style.height = .points(height) }
        configure(&style)
    }
}

/// A frame from four numbers.
func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutFrame {
    LayoutFrame(x: x, y: y, width: width, height: height)
}
