/// Computes a layout tree: Yoga's flexbox algorithm over a flat copy of the tree.
///
/// The tree is copied once into `slots` in depth-first pre-order (so a node's index is its
/// index in ``Layout/frames``), with each container's children listed contiguously in
/// `childSlots`; the leaves' contents are in `contents`. The per-line figures of a container
/// being laid out are on the stack, in its own call. A layout therefore allocates a handful
/// of arrays whatever the tree's size.
///
/// Every node is laid out by ``layout(_:_:performLayout:)``: with `performLayout` false it
/// only answers the node's size for a request (the last answer is kept, as Yoga keeps it);
/// with `performLayout` true it also places the node's children.
struct LayoutEngine {
    // MARK: Lifecycle

    init(root: LayoutNode) {
        // The slots grow as the tree is copied; the cache is sized for them afterwards
        // (counting the nodes first costs a walk of the tree of its own).
        slots.reserveCapacity(32)
        childSlots.reserveCapacity(32)
        _ = withUnsafePointer(to: root) { append($0, parent: -1) }
        cache = MeasureCache(nodeCount: slots.count)
    }

    // MARK: Internal

    /// One node and what the algorithm keeps about it.
    struct Slot {
        /// Read without retaining it: the tree outlives the engine (see ``LayoutStyle/Unretained``).
        let style: LayoutStyle.Unretained
        /// The node's content in `contents`, -1 for none (the slot holds no reference, so
        /// that copying and freeing slots is copying and freeing plain values).
        let contentIndex: Int
        /// Where the node's children start in `childSlots`.
        var firstChild = 0
        /// The parent's slot, -1 for the root.
        var parent = -1
        let childCount: Int
        /// From the style, read in the inner loops without going through it: whether the
        /// node takes part in its parent's lines, whether it is laid out by its insets, and
        /// its flex factors.
        let isInFlow: Bool
        let isAbsolute: Bool
        let hasInsets: Bool
        /// Whether any of the node's margins is `auto` (whatever its parent's size).
        let hasAutoMargin: Bool
        let flexGrow: Double
        let flexShrink: Double
        /// Whether the node's size depends on its parent's size beyond the space offered (its
        /// style has percentages); its children's percentages are of its own content box,
        /// which the space offered decides.
        var usesParentSize = true
        /// Relative to the parent's border box; not rounded yet.
        var frame = LayoutFrame.zero
        /// The node's edges resolved against its parent's content size, and that size (nil
        /// until the box is resolved; a parent resolves its in-flow children's boxes before
        /// it reads them). Not optional itself, so that reading it copies plain values. A
        /// node without percentages has its style's box from the start (its owner stays nil).
        var box = NodeBox.unresolved
        var boxOwner: OwnerSize?
        /// Set by the parent's pass: the size along its main axis before flexing, after
        /// flexing, and across.
        var flexBasis = 0.0
        var mainSize = 0.0
        var crossSize = 0.0
        /// The start of the node's margin box along the parent's main axis, from its leading edge.
        var flowMain = 0.0
        /// The request the node and its subtree were last laid out for, and the size.
        var laidOutRequest: LayoutRequest?
        var laidOutSize = LayoutSize.zero
        /// Which of the node's entries in `cache` are in use.
        var cacheState: MeasureCache.State = 0
    }

    /// The parent content size a node's percentages were resolved against.
    struct OwnerSize: Equatable {
        var width: Double?
        var height: Double?
    }

    /// One line of a container's children, from `start` to `end` (offsets in its children).
    struct Line {
        var start: Int
        var end: Int
        var itemCount = 0
        /// The sum of the items' outer flex bases, and gaps: what the free space is left from.
        var consumed = 0.0
        /// The same with each basis within its item's minimum and maximum: what decides
        /// where a wrapping line ends.
        var consumedWithinLimits = 0.0
        var totalGrow = 0.0
        /// The sum of flexShrink times flex basis.
        var totalShrinkScaled = 0.0
        /// The main size the items flex into (nil: unbounded).
        var available: Double?
        /// Free space left after flexing.
        var remaining = 0.0
        /// The line's extent along the main axis, padding included.
        var mainExtent = 0.0
        var crossSize = 0.0
        /// The line's start along the cross axis, from the content box's leading edge.
        var offset = 0.0
    }

    var slots: [Slot] = []
    /// The contents of the leaves that have one (see ``Slot/contentIndex``).
    var contents: [LayoutContent] = []
    var childSlots: [Int] = []
    var cache = MeasureCache(nodeCount: 0)
    /// How many more nodes may be measured or laid out (answers from a cache are free);
    /// below zero, the layout was abandoned and its frames mean nothing.
    var measurementsLeft = Int.max

    /// Lays out the root for an available size, as Yoga's entry point does: the root's
    /// own width if it has one, else its maximum width (as a bound), else the available width.
    mutating func layOutRoot(width: Double?, height: Double?) {
        let style = slots[0].style.style
        let box = NodeBox(style, ownerWidth: width, ownerHeight: height)
        func axis(
            _ size: LayoutValue, _ maximum: LayoutValue, _ available: Double?, _ margins: Double
        ) -> (
            Double?, LayoutRequest.Mode
        ) {
            if let fixed = size.resolved(against: available) { return (fixed, .exactly) }
            if let bound = maximum.resolved(against: available) { return (bound, .atMost) }
            if let available { return (max(0, available - margins), .exactly) }
            return (nil, .unconstrained)
        }
        let (rootWidth, widthMode) = axis(style.width, style.maxWidth, width, box.marginWidth)
        let (rootHeight, heightMode) = axis(style.height, style.maxHeight, height, box.marginHeight)
        let request = LayoutRequest(
            width: rootWidth, widthMode: widthMode, height: rootHeight, heightMode: heightMode,
            ownerWidth: width, ownerHeight: height)
        let size = layout(0, request, performLayout: true)
        // The root sits at its margins, moved by its own insets (left over right, top over bottom).
        let insets = style.insets
        let x =
            insets.left.resolved(against: width) ?? insets.right.resolved(against: width).map { -$0 } ?? 0
        let y =
            insets.top.resolved(against: height) ?? insets.bottom.resolved(against: height).map { -$0 } ?? 0
        slots[0].frame = LayoutFrame(
            x: box.margin.left + x, y: box.margin.top + y, width: size.width, height: size.height)
    }

    /// The size of node `index` for `request`; with `performLayout`, its children placed too.
    mutating func layout(_ index: Int, _ request: LayoutRequest, performLayout: Bool) -> LayoutSize {
        // A node with content has no children in its slot (see `append`).
        let isLeaf = slots[index].childCount == 0
        if performLayout, !isLeaf, let laidOut = slots[index].laidOutRequest,
            laidOut.isSame(as: request, comparingParentSize: slots[index].usesParentSize)
        {
            // The subtree's frames are still those of this request.
            return slots[index].laidOutSize
        }
        if !performLayout || isLeaf,
            let size = cache.size(
                of: index, state: slots[index].cacheState, for: request, usesParentSize: slots[index].usesParentSize)
        {
            if performLayout { setSize(size, of: index, for: request) }
            return size
        }
        // Nested flexible containers can ask for more measurements than the tree has nodes by
        // a factor that grows exponentially with their depth: a bounded layout stops here.
        measurementsLeft &-= 1
        guard measurementsLeft >= 0 else { return .zero }
        let box = box(of: index, ownerWidth: request.ownerWidth, ownerHeight: request.ownerHeight)
        let size: LayoutSize
        if !performLayout, request.widthMode == .exactly, request.heightMode == .exactly {
            size = LayoutSize(width: box.clampWidth(request.width ?? 0), height: box.clampHeight(request.height ?? 0))
        } else if slots[index].contentIndex >= 0 {
            size = measureLeaf(index, box: box, request: request)
        } else if slots[index].childCount == 0 {
            size = LayoutSize(
                width: box.clampWidth(request.widthMode == .exactly ? request.width ?? 0 : box.paddingBorderWidth),
                height: box.clampHeight(request.heightMode == .exactly ? request.height ?? 0 : box.paddingBorderHeight))
        } else {
            size = layOutContainer(index, box: box, request: request, performLayout: performLayout)
        }
        cache.store(size, of: index, state: &slots[index].cacheState, for: request)
        if performLayout { setSize(size, of: index, for: request) }
        return size
    }

    private mutating func setSize(_ size: LayoutSize, of index: Int, for request: LayoutRequest) {
        // One access to the slot (each write through the array checks its uniqueness).
        LayoutEngine.setSize(size, of: &slots[index], for: request)
    }

    private static func setSize(_ size: LayoutSize, of slot: inout Slot, for request: LayoutRequest) {
        slot.frame.width = size.width
        slot.frame.height = size.height
        // Only a container's last request is read again (a leaf answers from the cache).
        guard slot.childCount > 0 else { return }
        slot.laidOutRequest = request
        slot.laidOutSize = size
    }

    /// The node's edges and limits for a parent content size, resolved once per parent size.
    /// A node without percentages has the same box whatever its parent's size.
    mutating func box(of index: Int, ownerWidth: Double?, ownerHeight: Double?) -> NodeBox {
        resolveBox(of: index, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        return slots[index].box
    }

    /// ``box(of:ownerWidth:ownerHeight:)`` kept in the slot only (the box is large: not copied out).
    @inline(__always)
    mutating func resolveBox(of index: Int, ownerWidth: Double?, ownerHeight: Double?) {
        // A node without percentages has had its box since the tree was copied (see `append`).
        guard slots[index].usesParentSize else { return }
        resolvePercentageBox(of: index, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
    }

    /// ``resolveBox(of:ownerWidth:ownerHeight:)`` for a node with percentages, out of line.
    @inline(never)
    private mutating func resolvePercentageBox(of index: Int, ownerWidth: Double?, ownerHeight: Double?) {
        if let owner = slots[index].boxOwner, owner == OwnerSize(width: ownerWidth, height: ownerHeight) {
            return
        }
        slots[index].box = NodeBox(slots[index].style.style, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        slots[index].boxOwner = OwnerSize(width: ownerWidth, height: ownerHeight)
    }

    /// The slot of the `offset`th child of `parent`.
    func child(_ parent: Int, _ offset: Int) -> Int { childSlots[slots[parent].firstChild + offset] }

    /// Whether the slot takes part in its parent's lines.
    func isInFlow(_ index: Int) -> Bool {
        slots[index].isInFlow
    }

    // MARK: Private

    /// Copies `node` and its subtree in pre-order; returns the node's slot. The node is read
    /// through a pointer: a borrowed node was copied whole (its style, children and content
    /// retained) at each read of one of its properties.
    private mutating func append(_ node: UnsafePointer<LayoutNode>, parent: Int) -> Int {
        let index = slots.count
        var contentIndex = -1
        if let content = node.pointee.content {
            // Room for a cell's texts at once: appending one by one would grow the array several times.
            if contents.isEmpty { contents.reserveCapacity(16) }
            contentIndex = contents.count
            contents.append(content)
        }
        let childCount = contentIndex < 0 ? node.pointee.children.count : 0
        let style = withUnsafePointer(to: node.pointee.style) { LayoutStyle.Unretained($0) }
        let first = childSlots.count
        let usesParentSize = style.hasPercentages
        // The slot is built whole: each write into it afterwards checks the array's uniqueness.
        slots.append(
            Slot(
                style: style, contentIndex: contentIndex, firstChild: first, parent: parent,
                childCount: childCount,
                isInFlow: style.display == .flex && style.position == .relative,
                isAbsolute: style.display == .flex && style.position == .absolute, hasInsets: style.hasInsets,
                hasAutoMargin: style.hasAutoMargin,
                flexGrow: style.flexGrow,
                flexShrink: style.flexShrink, usesParentSize: usesParentSize,
                box: usesParentSize ? .unresolved : style.resolvedBox))
        for _ in 0..<childCount { childSlots.append(0) }
        // Through the buffer, so that children are read in place rather than copied.
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let base = children.baseAddress else { return }
            for offset in 0..<childCount {
                childSlots[first + offset] = append(base + offset, parent: index)
            }
        }
        return index
    }

    /// A leaf's size: its content's measured for the space inside padding and border.
    @inline(never)
    private func measureLeaf(_ index: Int, box: NodeBox, request: LayoutRequest) -> LayoutSize {
        let content = contents[slots[index].contentIndex]
        let innerWidth = request.width.map { max(0, $0 - box.paddingBorderWidth) }
        let innerHeight = request.height.map { max(0, $0 - box.paddingBorderHeight) }
        let measured = content.size(
            for: LayoutConstraint(
                width: innerWidth ?? .infinity, widthMode: request.widthMode,
                height: innerHeight ?? .infinity, heightMode: request.heightMode))
        let width = request.widthMode == .exactly ? request.width ?? 0 : measured.width + box.paddingBorderWidth
        let height = request.heightMode == .exactly ? request.height ?? 0 : measured.height + box.paddingBorderHeight
        return LayoutSize(width: box.clampWidth(width), height: box.clampHeight(height))
    }
}
