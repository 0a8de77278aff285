extension LayoutEngine {
    /// Lays out an absolutely positioned child against the container's padding box: its
    /// size from its own width and height, else from two opposite insets, else its
    /// content's; its position from its insets, else from the container's `justifyContent`
    /// (along the main axis) and its alignment (across), within the content box.
    mutating func layOutAbsolute(_ child: Int, in container: FlexContainer, size: LayoutSize) {
        // The container's border, read from its style here (only absolute children need it).
        let border = slots[container.index].style.border
        let ownerWidth = container.request.ownerWidth
        let borderLeft = border.left.resolved(against: ownerWidth) ?? 0
        let borderTop = border.top.resolved(against: ownerWidth) ?? 0
        let borderRight = border.right.resolved(against: ownerWidth) ?? 0
        let borderBottom = border.bottom.resolved(against: ownerWidth) ?? 0
        let paddingBox = LayoutSize(
            width: max(0, size.width - borderLeft - borderRight), height: max(0, size.height - borderTop - borderBottom)
        )
        let style = slots[child].style
        let box = NodeBox(style.style, ownerWidth: paddingBox.width, ownerHeight: paddingBox.height)
        let left = style.insets.left.resolved(against: paddingBox.width)
        let right = style.insets.right.resolved(against: paddingBox.width)
        let top = style.insets.top.resolved(against: paddingBox.height)
        let bottom = style.insets.bottom.resolved(against: paddingBox.height)
        var width = style.width.resolved(against: paddingBox.width)
        var height = style.height.resolved(against: paddingBox.height)
        if width == nil, let left, let right {
            width = box.clampWidth(paddingBox.width - left - right - box.marginWidth)
        }
        if height == nil, let top, let bottom {
            height = box.clampHeight(paddingBox.height - top - bottom - box.marginHeight)
        }
        if let ratio = style.aspectRatio, ratio > 0 {
            if let known = width, height == nil { height = known / ratio }
            if let known = height, width == nil { width = known * ratio }
        }
        if width == nil || height == nil {
            // Text in an absolute child of a column wraps at the container's width, as browsers do.
            let proposedWidth = width ?? (container.isRow ? nil : max(0, paddingBox.width - box.marginWidth))
            let measured = layout(
                child,
                LayoutRequest(
                    width: proposedWidth, widthMode: width == nil ? .atMost : .exactly, height: height,
                    heightMode: .exactly, ownerWidth: paddingBox.width, ownerHeight: paddingBox.height),
                performLayout: false)
            width = width ?? measured.width
            height = height ?? measured.height
        }
        let laidOut = layout(
            child,
            LayoutRequest(
                width: box.clampWidth(width ?? 0), widthMode: .exactly, height: box.clampHeight(height ?? 0),
                heightMode: .exactly, ownerWidth: paddingBox.width, ownerHeight: paddingBox.height),
            performLayout: true)
        let x: Double
        if let left {
            x = borderLeft + left + box.margin.left
        } else if let right {
            x = size.width - borderRight - right - box.margin.right - laidOut.width
        } else {
            x = alignedPosition(
                horizontal: true, childSize: laidOut.width, style: style, box: box, in: container, containerSize: size)
        }
        let y: Double
        if let top {
            y = borderTop + top + box.margin.top
        } else if let bottom {
            y = size.height - borderBottom - bottom - box.margin.bottom - laidOut.height
        } else {
            y = alignedPosition(
                horizontal: false, childSize: laidOut.height, style: style, box: box, in: container, containerSize: size
            )
        }
        slots[child].frame = LayoutFrame(x: x, y: y, width: laidOut.width, height: laidOut.height)
    }

    /// Where an absolute child without insets on an axis goes: at the content box's start,
    /// center or end as the container's `justifyContent` (main axis) or the child's
    /// alignment (cross axis) says.
    private func alignedPosition(
        horizontal: Bool, childSize: Double, style: LayoutStyle.Unretained, box: NodeBox, in container: FlexContainer,
        containerSize: LayoutSize
    ) -> Double {
        let padding = container.box
        let start = horizontal ? padding.leading.left : padding.leading.top
        let end = horizontal ? padding.trailing.right : padding.trailing.bottom
        let length = horizontal ? containerSize.width : containerSize.height
        let leadingMargin = horizontal ? box.margin.left : box.margin.top
        let trailingMargin = horizontal ? box.margin.right : box.margin.bottom
        let free = length - start - end - childSize - leadingMargin - trailingMargin
        enum Place { case start, center, end }
        var place: Place
        let isMain = horizontal == container.isRow
        if isMain {
            switch container.justifyContent {
            case .center, .spaceAround, .spaceEvenly: place = .center
            case .flexEnd: place = .end
            case .flexStart, .spaceBetween: place = .start
            }
            if container.isMainReversed, place != .center { place = place == .start ? .end : .start }
        } else {
            switch container.alignment(of: style) {
            case .center: place = .center
            case .flexEnd: place = .end
            default: place = .start
            }
            if container.isCrossReversed, place != .center { place = place == .start ? .end : .start }
        }
        switch place {
        case .start: return start + leadingMargin
        case .center: return start + leadingMargin + free / 2
        case .end: return start + leadingMargin + free
        }
    }
}
