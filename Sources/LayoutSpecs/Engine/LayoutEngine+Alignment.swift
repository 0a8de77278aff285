extension LayoutEngine {
    // MARK: Lines across the container

    /// Sizes and places the lines across the container: one line of a container that does
    /// not wrap fills its content box; the lines of a wrapping one share the free space as
    /// `alignContent` says.
    func alignLines(_ lines: UnsafeMutableBufferPointer<Line>, in container: FlexContainer, size: LayoutSize) {
        let inner = container.cross(size) - container.paddingBorderCross
        guard container.isWrapping else {
            for line in lines.indices {
                lines[line].crossSize = inner
                lines[line].offset = 0
            }
            return
        }
        var total = 0.0
        for line in lines.indices { total += lines[line].crossSize }
        total += container.crossGap * Double(max(0, lines.count - 1))
        let free = inner - total
        let count = Double(lines.count)
        var leading = 0.0
        var between = 0.0
        var extra = 0.0
        switch container.alignContent {
        case .auto, .flexStart: break
        case .flexEnd: leading = free
        case .center: leading = free / 2
        case .stretch: extra = free > 0 ? free / count : 0
        case .spaceBetween: between = free > 0 && lines.count > 1 ? free / (count - 1) : 0
        case .spaceAround:
            // Without room to share, Yoga falls back to flex-start.
            if free > 0 { (leading, between) = (free / count / 2, free / count) }
        case .spaceEvenly:
            if free > 0 { (leading, between) = (free / (count + 1), free / (count + 1)) }
        }
        var offset = leading
        for line in lines.indices {
            lines[line].crossSize += extra
            lines[line].offset = offset
            offset += lines[line].crossSize + container.crossGap + between
        }
    }

    // MARK: Items across their line

    /// Places each item of the line across it (stretching those that stretch) and sets its
    /// frame relative to the container's border box.
    mutating func alignItems(of line: Line, in container: FlexContainer, size: LayoutSize) {
        for item in items(of: line, in: container) where isInFlow(childSlots[item]) {
            let child = childSlots[item]
            let box = slots[child].box
            let (leadingMargin, leadingIsAuto) = container.leadingCrossMargin(box)
            let trailingIsAuto = container.trailingCrossMargin(box).isAuto
            let margins = container.marginsCross(box)
            var main = slots[child].mainSize
            var cross = slots[child].crossSize
            let alignment = container.alignment(of: slots[child].style)
            var offset = leadingMargin
            if alignment == .stretch, !leadingIsAuto, !trailingIsAuto, container.definedCross(slots[child].style) == nil
            {
                var stretched = max(0, line.crossSize - margins)
                if let ratio = slots[child].style.aspectRatio, ratio > 0 {
                    stretched = container.isRow ? main / ratio : main * ratio
                }
                let request = container.childRequest(
                    main: main, mainMode: .exactly, cross: container.clampCross(stretched, box), crossMode: .exactly)
                let laidOut = layout(child, request, performLayout: true)
                (main, cross) = (container.main(laidOut), container.cross(laidOut))
            } else {
                let free = line.crossSize - cross - margins
                if leadingIsAuto, trailingIsAuto {
                    offset += max(0, free) / 2
                } else if leadingIsAuto {
                    offset += max(0, free)
                } else if !trailingIsAuto {
                    switch alignment {
                    case .center: offset += free / 2
                    case .flexEnd: offset += free
                    default: break
                    }
                }
            }
            let flowCross = container.leadingCrossPadding + line.offset + offset
            let mainPosition =
                container.isMainReversed
                ? container.main(size) - slots[child].flowMain - main : slots[child].flowMain
            let crossPosition = container.isCrossReversed ? container.cross(size) - flowCross - cross : flowCross
            var frame =
                container.isRow
                ? LayoutFrame(x: mainPosition, y: crossPosition, width: main, height: cross)
                : LayoutFrame(x: crossPosition, y: mainPosition, width: cross, height: main)
            if slots[child].hasInsets {
                applyRelativeOffset(slots[child].style.insets, to: &frame, in: container)
            }
            slots[child].frame = frame
        }
    }

    /// Moves a relative node by its insets: `left` wins over `right`, `top` over `bottom`.
    private func applyRelativeOffset(_ insets: LayoutEdges, to frame: inout LayoutFrame, in container: FlexContainer) {
        if let left = insets.left.resolved(against: container.percentBaseWidth) {
            frame.x += left
        } else if let right = insets.right.resolved(against: container.percentBaseWidth) {
            frame.x -= right
        }
        if let top = insets.top.resolved(against: container.percentBaseHeight) {
            frame.y += top
        } else if let bottom = insets.bottom.resolved(against: container.percentBaseHeight) {
            frame.y -= bottom
        }
    }
}
