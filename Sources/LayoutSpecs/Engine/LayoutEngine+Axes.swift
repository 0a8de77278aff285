extension LayoutEngine {
    // MARK: Cross sizes

    /// Lays out each item of the line at its flexed main size and measures it across; items
    /// that will stretch are only measured now and laid out when the line's size is known
    /// (in a container that does not wrap, already at its exact cross size).
    mutating func measureCross(
        _ line: inout Line, in container: FlexContainer, performLayout: Bool
    ) {
        for item in items(of: line, in: container) where isInFlow(childSlots[item]) {
            let child = childSlots[item]
            let box = slots[child].box
            let main = slots[child].mainSize
            let margins = container.marginsCross(box)
            let hasAutoMargin =
                slots[child].hasAutoMargin
                && (container.leadingCrossMargin(box).isAuto || container.trailingCrossMargin(box).isAuto)
            let stretches = container.alignment(of: slots[child].style) == .stretch && !hasAutoMargin
            let defined = container.definedCross(slots[child].style)
            var cross: Double?
            var crossMode = LayoutRequest.Mode.atMost
            if let ratio = slots[child].style.aspectRatio, ratio > 0 {
                (cross, crossMode) = (container.isRow ? main / ratio : main * ratio, .exactly)
            } else if defined == nil, stretches, container.crossMode == .exactly, let inner = container.innerCross,
                !container.isWrapping
            {
                (cross, crossMode) = (max(0, inner - margins), .exactly)
            } else if let defined {
                (cross, crossMode) = (defined, .exactly)
            } else {
                cross = container.innerCross.map { max(0, $0 - margins) }
            }
            (cross, crossMode) = LayoutEngine.bound(cross, crossMode, by: container.maxCross(box))
            let request = container.childRequest(main: main, mainMode: .exactly, cross: cross, crossMode: crossMode)
            let willStretch = defined == nil && stretches
            let size = layout(child, request, performLayout: performLayout && !willStretch)
            // One access to the slot (each write through the array checks its uniqueness).
            LayoutEngine.setFlexedSize(container.main(size), container.cross(size), of: &slots[child])
            line.crossSize = max(line.crossSize, container.cross(size) + margins)
        }
    }

    private static func setFlexedSize(_ main: Double, _ cross: Double, of slot: inout Slot) {
        slot.mainSize = main
        slot.crossSize = cross
    }

    // MARK: Main axis

    /// Places the line's items along the main axis (from the leading edge, which is the far
    /// one for a reversed direction): `auto` margins take the free space first, else
    /// `justifyContent` shares it.
    mutating func positionAlongMain(_ line: inout Line, in container: FlexContainer) {
        var remaining = line.remaining
        if container.mainMode == .atMost, remaining > 0 {
            if let minimum = container.minMain, let available = line.available {
                let used = available - remaining
                remaining = max(0, minimum - container.paddingBorderMain - used)
            } else {
                remaining = 0
            }
        }
        var autoMargins = 0
        for item in items(of: line, in: container) where isInFlow(childSlots[item]) {
            let child = childSlots[item]
            guard slots[child].hasAutoMargin else { continue }
            let box = slots[child].box
            if container.leadingMainMargin(box).isAuto { autoMargins += 1 }
            if container.trailingMainMargin(box).isAuto { autoMargins += 1 }
        }
        let count = Double(line.itemCount)
        var leading = 0.0
        var between = 0.0
        if autoMargins == 0 {
            switch container.justifyContent {
            case .flexStart: break
            case .center: leading = remaining / 2
            case .flexEnd: leading = remaining
            case .spaceBetween: between = line.itemCount > 1 ? max(remaining, 0) / (count - 1) : 0
            case .spaceAround where remaining > 0:
                leading = remaining / count / 2
                between = remaining / count
            case .spaceEvenly where remaining > 0:
                leading = remaining / (count + 1)
                between = leading
            case .spaceAround, .spaceEvenly:
                // No room to share: Yoga falls back to flex-start.
                break
            }
        }
        let autoShare = autoMargins > 0 ? max(0, remaining) / Double(autoMargins) : 0
        var position = container.leadingMainPadding + leading
        var isFirst = true
        withInFlowItems(of: line, in: container) { slots, child, box in
            if !isFirst { position += between + container.mainGap }
            isFirst = false
            let (leadingMargin, leadingIsAuto) = container.leadingMainMargin(box)
            let (trailingMargin, trailingIsAuto) = container.trailingMainMargin(box)
            position += leadingMargin + (leadingIsAuto ? autoShare : 0)
            slots[child].flowMain = position
            position += slots[child].mainSize + trailingMargin + (trailingIsAuto ? autoShare : 0)
        }
        line.mainExtent = position + container.trailingMainPadding
    }

    // MARK: The container's size

    /// The container's border box: exact sizes as requested; otherwise its lines' extent
    /// within its minimum and maximum (and, for an upper limit, not past it).
    func containerSize(_ container: FlexContainer, lines: UnsafeMutableBufferPointer<Line>) -> LayoutSize {
        var longest = container.paddingBorderMain
        var crossTotal = 0.0
        for line in lines.indices {
            longest = max(longest, lines[line].mainExtent)
            crossTotal += lines[line].crossSize + (line > 0 ? container.crossGap : 0)
        }
        if lines.count > 1, container.mainMode == .atMost, let requested = container.requestedMain {
            // Lines that wrapped filled the space offered: the container takes it all.
            longest = max(longest, requested)
        }
        let main = LayoutEngine.fit(
            longest, mode: container.mainMode, requested: container.requestedMain,
            minimum: container.minimumMain, maximum: container.maximumMain, floor: container.paddingBorderMain)
        let cross = LayoutEngine.fit(
            crossTotal + container.paddingBorderCross, mode: container.crossMode,
            requested: container.requestedCross, minimum: container.minimumCross, maximum: container.maximumCross,
            floor: container.paddingBorderCross)
        return container.isRow ? LayoutSize(width: main, height: cross) : LayoutSize(width: cross, height: main)
    }

    /// A container's length along one axis from its content's.
    private static func fit(
        _ content: Double, mode: LayoutRequest.Mode, requested: Double?, minimum: Double, maximum: Double,
        floor: Double
    ) -> Double {
        switch mode {
        case .exactly:
            return max(NodeBox.clamp(requested ?? content, minimum, maximum), floor)
        case .atMost, .unconstrained:
            // As Yoga does for content that is not clipped: an upper limit does not cut the
            // content's size (a child wider than its parent overflows it).
            return max(NodeBox.clamp(content, minimum, maximum), floor)
        }
    }
}
