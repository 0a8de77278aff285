/// A node's edges and size limits resolved to points for one parent size: what the
/// algorithm adds around the content and what it clamps sizes to.
struct NodeBox {
    /// Padding plus border on each edge.
    var leading: (left: Double, top: Double)
    var trailing: (right: Double, bottom: Double)
    /// Margins, `auto` counted as 0 (see `autoMargin*`).
    var margin: (left: Double, top: Double, right: Double, bottom: Double)
    var autoMarginLeft: Bool
    var autoMarginTop: Bool
    var autoMarginRight: Bool
    var autoMarginBottom: Bool
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?

    /// No padding, border, margins or limits: what a slot holds until its box is resolved.
    static let zero = NodeBox(LayoutStyle(), ownerWidth: nil, ownerHeight: nil)

    /// Resolves `style` against its parent's content size (`ownerWidth` for every edge, as
    /// CSS and Yoga do; `ownerHeight` for the vertical limits).
    init(_ style: LayoutStyle, ownerWidth: Double?, ownerHeight: Double?) {
        func edge(_ value: LayoutValue) -> Double { value.resolved(against: ownerWidth) ?? 0 }
        let padding = style.padding
        let border = style.border
        leading = (edge(padding.left) + edge(border.left), edge(padding.top) + edge(border.top))
        trailing = (edge(padding.right) + edge(border.right), edge(padding.bottom) + edge(border.bottom))
        let margin = style.margin
        self.margin = (edge(margin.left), edge(margin.top), edge(margin.right), edge(margin.bottom))
        autoMarginLeft = margin.left == .auto
        autoMarginTop = margin.top == .auto
        autoMarginRight = margin.right == .auto
        autoMarginBottom = margin.bottom == .auto
        minWidth = style.minWidth.resolved(against: ownerWidth)
        maxWidth = style.maxWidth.resolved(against: ownerWidth)
        minHeight = style.minHeight.resolved(against: ownerHeight)
        maxHeight = style.maxHeight.resolved(against: ownerHeight)
    }

    var paddingBorderWidth: Double { leading.left + trailing.right }
    var paddingBorderHeight: Double { leading.top + trailing.bottom }
    var marginWidth: Double { margin.left + margin.right }
    var marginHeight: Double { margin.top + margin.bottom }

    /// `width` within the minimum and maximum width (the minimum wins), not below padding and border.
    func clampWidth(_ width: Double) -> Double {
        max(NodeBox.clamp(width, minWidth, maxWidth), paddingBorderWidth)
    }

    /// `height` within the minimum and maximum height, not below padding and border.
    func clampHeight(_ height: Double) -> Double {
        max(NodeBox.clamp(height, minHeight, maxHeight), paddingBorderHeight)
    }

    /// `value` within `minimum` and `maximum` (the minimum wins when they cross).
    static func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var result = value
        if let maximum, result > maximum { result = maximum }
        if let minimum, result < minimum { result = minimum }
        return result
    }
}
