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
    public init() {
        storage = Storage.defaults
    }

    // MARK: Public

    /// The main axis of this container.
    public var flexDirection: FlexDirection {
        get { storage.values.flexDirection }
        set { mutableValues.flexDirection = newValue }
    }

    /// How free space along the main axis is shared between this container's children.
    public var justifyContent: JustifyContent {
        get { storage.values.justifyContent }
        set { mutableValues.justifyContent = newValue }
    }

    /// How this container's children sit across their line, unless they say otherwise.
    public var alignItems: LayoutAlignment {
        get { storage.values.alignItems }
        set { mutableValues.alignItems = newValue }
    }

    /// How this node sits across its line; `auto` takes the parent's `alignItems`.
    public var alignSelf: LayoutAlignment {
        get { storage.values.alignSelf }
        set { mutableValues.alignSelf = newValue }
    }

    /// How this container's lines share its cross size, when it wraps.
    public var alignContent: LayoutAlignment {
        get { storage.values.alignContent }
        set { mutableValues.alignContent = newValue }
    }

    /// Whether this container's children wrap onto more lines.
    public var flexWrap: FlexWrap {
        get { storage.values.flexWrap }
        set { mutableValues.flexWrap = newValue }
    }

    /// The share of its line's free space this node takes when the line has room left.
    public var flexGrow: Double {
        get { storage.values.flexGrow }
        set { mutableValues.flexGrow = newValue }
    }

    /// How much this node gives up, in proportion to its basis, when its line overflows.
    public var flexShrink: Double {
        get { storage.values.flexShrink }
        set { mutableValues.flexShrink = newValue }
    }

    /// The size along the parent's main axis before growing or shrinking; `auto` uses
    /// `width` or `height`, then the content's size.
    public var flexBasis: LayoutValue {
        get { storage.values.flexBasis }
        set { mutableValues.flexBasis = newValue }
    }

    /// The width of the border box; `auto` for the content's or a stretched width.
    public var width: LayoutValue {
        get { storage.values.width }
        set { mutableValues.width = newValue }
    }

    /// The height of the border box; `auto` for the content's or a stretched height.
    public var height: LayoutValue {
        get { storage.values.height }
        set { mutableValues.height = newValue }
    }

    /// The smallest width; `auto` for none.
    public var minWidth: LayoutValue {
        get { storage.values.minWidth }
        set { mutableValues.minWidth = newValue }
    }

    /// The largest width; `auto` for none.
    public var maxWidth: LayoutValue {
        get { storage.values.maxWidth }
        set { mutableValues.maxWidth = newValue }
    }

    /// The smallest height; `auto` for none.
    public var minHeight: LayoutValue {
        get { storage.values.minHeight }
        set { mutableValues.minHeight = newValue }
    }

    /// The largest height; `auto` for none.
    public var maxHeight: LayoutValue {
        get { storage.values.maxHeight }
        set { mutableValues.maxHeight = newValue }
    }

    /// The width divided by the height, applied when only one of them is known.
    public var aspectRatio: Double? {
        get { storage.values.aspectRatio }
        set { mutableValues.aspectRatio = newValue }
    }

    /// Space outside the border; an `auto` margin takes the free space on its side.
    public var margin: LayoutEdges {
        get { storage.values.margin }
        set { mutableValues.margin = newValue }
    }

    /// Space between the border and the children.
    public var padding: LayoutEdges {
        get { storage.values.padding }
        set { mutableValues.padding = newValue }
    }

    /// The border's width on each edge (points; it only takes space here).
    public var border: LayoutEdges {
        get { storage.values.border }
        set { mutableValues.border = newValue }
    }

    /// In the flow (`relative`) or placed by its insets (`absolute`).
    public var position: PositionType {
        get { storage.values.position }
        set { mutableValues.position = newValue }
    }

    /// `left`, `top`, `right` and `bottom`: how far a relative node moves, or where an
    /// absolute one sits in its parent's padding box; `auto` when not set.
    public var insets: LayoutEdges {
        get { storage.values.insets }
        set { mutableValues.insets = newValue }
    }

    /// Space between rows: between children of a column, between lines of a wrapping row.
    public var rowGap: LayoutValue {
        get { storage.values.rowGap }
        set { mutableValues.rowGap = newValue }
    }

    /// Space between columns: between children of a row, between lines of a wrapping column.
    public var columnGap: LayoutValue {
        get { storage.values.columnGap }
        set { mutableValues.columnGap = newValue }
    }

    /// Whether the node is laid out at all.
    public var display: LayoutDisplay {
        get { storage.values.display }
        set { mutableValues.display = newValue }
    }

    /// Whether a length of this style is a percentage of its parent's size (then its size
    /// depends on more than the space it is offered). Kept with the values, so that a layout
    /// reads it instead of working it out for every node.
    var hasPercentages: Bool { storage.hasPercentages }

    /// The style's edges and limits resolved to points, which holds for any parent size
    /// when the style has no percentages (see `hasPercentages`). Kept with the values and
    /// worked out after every change, so that a layout copies it instead of resolving the
    /// style for every node.
    var resolvedBox: NodeBox { storage.box }

    /// Sets `rowGap` and `columnGap` together (CSS's `gap`).
    public var gap: LayoutValue {
        get { rowGap }
        set {
            rowGap = newValue
            columnGap = newValue
        }
    }

    // MARK: Private

    /// The values, shared between copies until one of them changes (copy on write): a
    /// style is set up once per cell type and copied into every node and every layout, so
    /// copies stay one reference wide.
    private var storage: Storage

    private final class Storage: @unchecked Sendable {
        // Never mutated once shared: `mutableValues` copies it first unless it is unique.
        static let defaults = Storage(Values(), box: .unresolved)
        var values: Values
        /// `values.hasPercentages`, updated after every change.
        var hasPercentages: Bool
        /// Whether any of `values.insets` is not `auto`, updated after every change.
        var hasInsets: Bool
        /// The values' box for no parent size, updated after every change (`resolvedBox`).
        var box: NodeBox
        init(_ values: Values, box: NodeBox) {
            self.values = values
            hasPercentages = values.hasPercentages
            hasInsets = values.insets != .auto
            self.box = box
        }
    }

    private struct Values: Hashable {
        var flexDirection: FlexDirection = .column
        var justifyContent: JustifyContent = .flexStart
        var alignItems: LayoutAlignment = .stretch
        var alignSelf: LayoutAlignment = .auto
        var alignContent: LayoutAlignment = .flexStart
        var flexWrap: FlexWrap = .noWrap
        var flexGrow: Double = 0
        var flexShrink: Double = 0
        var flexBasis: LayoutValue = .auto
        var width: LayoutValue = .auto
        var height: LayoutValue = .auto
        var minWidth: LayoutValue = .auto
        var maxWidth: LayoutValue = .auto
        var minHeight: LayoutValue = .auto
        var maxHeight: LayoutValue = .auto
        var aspectRatio: Double?
        var margin: LayoutEdges = .zero
        var padding: LayoutEdges = .zero
        var border: LayoutEdges = .zero
        var position: PositionType = .relative
        var insets: LayoutEdges = .auto
        var rowGap: LayoutValue = .points(0)
        var columnGap: LayoutValue = .points(0)
        var display: LayoutDisplay = .flex

        var hasPercentages: Bool {
            func isPercent(_ value: LayoutValue) -> Bool {
                if case .percent = value { return true }
                return false
            }
            func isPercent(_ edges: LayoutEdges) -> Bool {
                isPercent(edges.left) || isPercent(edges.top) || isPercent(edges.right) || isPercent(edges.bottom)
            }
            return isPercent(flexBasis) || isPercent(width) || isPercent(height) || isPercent(minWidth)
                || isPercent(maxWidth) || isPercent(minHeight) || isPercent(maxHeight) || isPercent(rowGap)
                || isPercent(columnGap) || isPercent(margin) || isPercent(padding) || isPercent(border)
                || isPercent(insets)
        }
    }

    private var mutableValues: Values {
        get { storage.values }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values, box: storage.box) }
            yield &storage.values
            storage.hasPercentages = storage.values.hasPercentages
            storage.hasInsets = storage.values.insets != .auto
            storage.box = NodeBox(resolving: self, ownerWidth: nil, ownerHeight: nil)
        }
    }
}

extension LayoutStyle {
    /// Styles are equal when every property is.
    public static func == (lhs: LayoutStyle, rhs: LayoutStyle) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.values) }
}

extension LayoutStyle {
    /// The style read without retaining its storage: what the layout engine keeps for each
    /// node (see `LayoutEngine.Slot`), which reads it in its inner loops. Valid only while
    /// the tree that holds the style is alive and unchanged, as it is for the whole of
    /// ``LayoutNode/layout(width:height:)``.
    struct Unretained {
        private let storage: Unmanaged<Storage>

        init(_ style: LayoutStyle) {
            storage = Unmanaged.passUnretained(style.storage)
        }

        /// The style at `style`, read in place (a copy of the style would retain its storage).
        init(_ style: UnsafePointer<LayoutStyle>) {
            storage = Unmanaged.passUnretained(style.pointee.storage)
        }

        /// The style itself, retained (for the paths that are not hot: percentages, absolute children).
        var style: LayoutStyle { LayoutStyle(storage: storage.takeUnretainedValue()) }

        var flexDirection: FlexDirection { storage._withUnsafeGuaranteedRef { $0.values.flexDirection } }
        var justifyContent: JustifyContent { storage._withUnsafeGuaranteedRef { $0.values.justifyContent } }
        var alignItems: LayoutAlignment { storage._withUnsafeGuaranteedRef { $0.values.alignItems } }
        var alignSelf: LayoutAlignment { storage._withUnsafeGuaranteedRef { $0.values.alignSelf } }
        var alignContent: LayoutAlignment { storage._withUnsafeGuaranteedRef { $0.values.alignContent } }
        var flexWrap: FlexWrap { storage._withUnsafeGuaranteedRef { $0.values.flexWrap } }
        var flexGrow: Double { storage._withUnsafeGuaranteedRef { $0.values.flexGrow } }
        var flexShrink: Double { storage._withUnsafeGuaranteedRef { $0.values.flexShrink } }
        var position: PositionType { storage._withUnsafeGuaranteedRef { $0.values.position } }
        var display: LayoutDisplay { storage._withUnsafeGuaranteedRef { $0.values.display } }
        var hasPercentages: Bool { storage._withUnsafeGuaranteedRef { $0.hasPercentages } }
        /// Whether any inset is not `auto` (a relative node without insets stays where its line puts it).
        var hasInsets: Bool { storage._withUnsafeGuaranteedRef { $0.hasInsets } }
        /// Whether any margin is `auto` (read from the box kept with the values).
        var hasAutoMargin: Bool {
            storage._withUnsafeGuaranteedRef {
                $0.box.autoMarginLeft || $0.box.autoMarginTop || $0.box.autoMarginRight || $0.box.autoMarginBottom
            }
        }
        var resolvedBox: NodeBox { storage._withUnsafeGuaranteedRef { $0.box } }
        var flexBasis: LayoutValue { storage._withUnsafeGuaranteedRef { $0.values.flexBasis } }
        var width: LayoutValue { storage._withUnsafeGuaranteedRef { $0.values.width } }
        var height: LayoutValue { storage._withUnsafeGuaranteedRef { $0.values.height } }
        var aspectRatio: Double? { storage._withUnsafeGuaranteedRef { $0.values.aspectRatio } }
        var border: LayoutEdges { storage._withUnsafeGuaranteedRef { $0.values.border } }
        var insets: LayoutEdges { storage._withUnsafeGuaranteedRef { $0.values.insets } }
        var rowGap: LayoutValue { storage._withUnsafeGuaranteedRef { $0.values.rowGap } }
        var columnGap: LayoutValue { storage._withUnsafeGuaranteedRef { $0.values.columnGap } }
    }

    /// This style without its storage retained (see ``Unretained``).
    var unretained: Unretained { Unretained(self) }

    private init(storage: Storage) {
        self.storage = storage
    }
}
