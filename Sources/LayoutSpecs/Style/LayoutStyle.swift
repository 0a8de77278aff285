/// How one node of a layout tree is laid out: CSS flexbox's properties with Yoga's
/// defaults, as React Native has them (not the web's).
///
/// The defaults: `flexDirection` column, `flexShrink` 0, `alignContent` flex-start,
/// `alignItems` stretch, `position` relative, border-box sizing (`width` and `height`
/// include padding and border), and no automatic minimum size (a child shrinks below its
/// content when `flexShrink` lets it). Only the left-to-right direction is supported.
///
/// ```swift
/// var style = LayoutStyle()
/// style.flexDirection = .row
/// style.padding = LayoutEdges(all: 12)
/// style.columnGap = 8
/// ```
public struct LayoutStyle: Hashable, Sendable {
    // MARK: Lifecycle

    /// A style with every property at its default.
    public init() {}

    // MARK: Public

    /// The main axis of this container.
    public var flexDirection: FlexDirection = .column
    /// How free space along the main axis is shared between this container's children.
    public var justifyContent: JustifyContent = .flexStart
    /// How this container's children sit across their line, unless they say otherwise.
    public var alignItems: LayoutAlignment = .stretch
    /// How this node sits across its line; `auto` takes the parent's `alignItems`.
    public var alignSelf: LayoutAlignment = .auto
    /// How this container's lines share its cross size, when it wraps.
    public var alignContent: LayoutAlignment = .flexStart
    /// Whether this container's children wrap onto more lines.
    public var flexWrap: FlexWrap = .noWrap
    /// The share of its line's free space this node takes when the line has room left.
    public var flexGrow: Double = 0
    /// How much this node gives up, in proportion to its basis, when its line overflows.
    public var flexShrink: Double = 0
    /// The size along the parent's main axis before growing or shrinking; `auto` uses
    /// `width` or `height`, then the content's size.
    public var flexBasis: LayoutValue = .auto
    /// The width of the border box; `auto` for the content's or a stretched width.
    public var width: LayoutValue = .auto
    /// The height of the border box; `auto` for the content's or a stretched height.
    public var height: LayoutValue = .auto
    /// The smallest width; `auto` for none.
    public var minWidth: LayoutValue = .auto
    /// The largest width; `auto` for none.
    public var maxWidth: LayoutValue = .auto
    /// The smallest height; `auto` for none.
    public var minHeight: LayoutValue = .auto
    /// The largest height; `auto` for none.
    public var maxHeight: LayoutValue = .auto
    /// The width divided by the height, applied when only one of them is known.
    public var aspectRatio: Double?
    /// Space outside the border; an `auto` margin takes the free space on its side.
    public var margin: LayoutEdges = .zero
    /// Space between the border and the children.
    public var padding: LayoutEdges = .zero
    /// The border's width on each edge (points; it only takes space here).
    public var border: LayoutEdges = .zero
    /// In the flow (`relative`) or placed by its insets (`absolute`).
    public var position: PositionType = .relative
    /// `left`, `top`, `right` and `bottom`: how far a relative node moves, or where an
    /// absolute one sits in its parent's padding box; `auto` when not set.
    public var insets: LayoutEdges = .auto
    /// Space between rows: between children of a column, between lines of a wrapping row.
    public var rowGap: LayoutValue = .points(0)
    /// Space between columns: between children of a row, between lines of a wrapping column.
    public var columnGap: LayoutValue = .points(0)
    /// Whether the node is laid out at all.
    public var display: LayoutDisplay = .flex

    /// Whether a length of this style is a percentage of its parent's size (then its size
    /// depends on more than the space it is offered).
    var hasPercentages: Bool {
        let lengths = [flexBasis, width, height, minWidth, maxWidth, minHeight, maxHeight, rowGap, columnGap]
        let edges = [margin, padding, border, insets]
        func isPercent(_ value: LayoutValue) -> Bool {
            if case .percent = value { return true }
            return false
        }
        return lengths.contains(where: isPercent)
            || edges.contains { isPercent($0.left) || isPercent($0.top) || isPercent($0.right) || isPercent($0.bottom) }
    }

    /// Sets `rowGap` and `columnGap` together (CSS's `gap`).
    public var gap: LayoutValue {
        get { rowGap }
        set {
            rowGap = newValue
            columnGap = newValue
        }
    }
}
