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
    /// The limits, NaN where there is none: plain doubles keep the box small to copy, and
    /// a comparison with NaN is false, so that clamping to an absent limit changes nothing.
    var minimumWidth: Double
    var maximumWidth: Double
    var minimumHeight: Double
    var maximumHeight: Double

    /// No padding, border, margins or limits: what a slot holds until its box is resolved,
    /// and the box of a style with every property at its default.
    static let unresolved = NodeBox(
        leading: (0, 0), trailing: (0, 0), margin: (0, 0, 0, 0), autoMarginLeft: false, autoMarginTop: false,
        autoMarginRight: false, autoMarginBottom: false, minimumWidth: .nan, maximumWidth: .nan,
        minimumHeight: .nan, maximumHeight: .nan)

    init(
        leading: (left: Double, top: Double), trailing: (right: Double, bottom: Double),
        margin: (left: Double, top: Double, right: Double, bottom: Double), autoMarginLeft: Bool,
        autoMarginTop: Bool, autoMarginRight: Bool, autoMarginBottom: Bool, minimumWidth: Double,
        maximumWidth: Double, minimumHeight: Double, maximumHeight: Double
    ) {
        self.leading = leading
        self.trailing = trailing
        self.margin = margin
        self.autoMarginLeft = autoMarginLeft
        self.autoMarginTop = autoMarginTop
        self.autoMarginRight = autoMarginRight
        self.autoMarginBottom = autoMarginBottom
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
        self.minimumHeight = minimumHeight
        self.maximumHeight = maximumHeight
    }

    /// Resolves `style` against its parent's content size (`ownerWidth` for every edge, as
    /// CSS and Yoga do; `ownerHeight` for the vertical limits).
    init(_ style: LayoutStyle, ownerWidth: Double?, ownerHeight: Double?) {
        if !style.hasPercentages {
            self = style.resolvedBox
            return
        }
        self.init(resolving: style, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
    }

    /// ``init(_:ownerWidth:ownerHeight:)`` worked out from the style's values.
    init(resolving style: LayoutStyle, ownerWidth: Double?, ownerHeight: Double?) {
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
        minimumWidth = style.minWidth.resolved(against: ownerWidth) ?? .nan
        maximumWidth = style.maxWidth.resolved(against: ownerWidth) ?? .nan
        minimumHeight = style.minHeight.resolved(against: ownerHeight) ?? .nan
        maximumHeight = style.maxHeight.resolved(against: ownerHeight) ?? .nan
    }

    var minWidth: Double? { minimumWidth.isNaN ? nil : minimumWidth }
    var maxWidth: Double? { maximumWidth.isNaN ? nil : maximumWidth }
    var minHeight: Double? { minimumHeight.isNaN ? nil : minimumHeight }
    var maxHeight: Double? { maximumHeight.isNaN ? nil : maximumHeight }

    var paddingBorderWidth: Double { leading.left + trailing.right }
    var paddingBorderHeight: Double { leading.top + trailing.bottom }
    var marginWidth: Double { margin.left + margin.right }
    var marginHeight: Double { margin.top + margin.bottom }

    /// `width` within the minimum and maximum width (the minimum wins), not below padding and border.
    func clampWidth(_ width: Double) -> Double {
        max(NodeBox.clamp(width, minimumWidth, maximumWidth), paddingBorderWidth)
    }

    /// `height` within the minimum and maximum height, not below padding and border.
    func clampHeight(_ height: Double) -> Double {
        max(NodeBox.clamp(height, minimumHeight, maximumHeight), paddingBorderHeight)
    }

    /// `value` within `minimum` and `maximum`, either NaN for none (the minimum wins when they cross).
    static func clamp(_ value: Double, _ minimum: Double, _ maximum: Double) -> Double {
        var result = value
        if result > maximum { result = maximum }
        if result < minimum { result = minimum }
        return result
    }

    /// `value` within `minimum` and `maximum` (the minimum wins when they cross).
    static func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var result = value
        if let maximum, result > maximum { result = maximum }
        if let minimum, result < minimum { result = minimum }
        return result
    }
}
