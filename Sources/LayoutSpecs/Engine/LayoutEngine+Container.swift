extension LayoutEngine {
    /// Lays out a container's children in lines (Yoga's steps: flex basis, lines, flexible
    /// lengths, main-axis positions, the container's size, cross-axis alignment, absolute
    /// children) and returns its size.
    mutating func layOutContainer(
        _ index: Int, box: NodeBox, request: LayoutRequest, performLayout: Bool
    ) -> LayoutSize {
        let container = FlexContainer(index: index, style: slots[index].style, box: box, request: request)
        let childCount = slots[index].childCount
        for offset in 0..<childCount {
            let child = child(index, offset)
            guard isInFlow(child) else { continue }
            resolveBox(of: child, ownerWidth: container.percentBaseWidth, ownerHeight: container.percentBaseHeight)
            slots[child].flexBasis = flexBasis(of: child, in: container)
        }
        // At most one line a child: the container's lines are its own, on the stack (an
        // array of them shared by the containers cost an allocation a layout and a
        // uniqueness check at each line).
        return withUnsafeTemporaryAllocation(of: Line.self, capacity: childCount) { buffer in
            var lineCount = 0
            var start = 0
            while start < childCount {
                var line = collectLine(from: start, in: container)
                start = line.end
                guard line.itemCount > 0 else { continue }
                resolveFlexibleLengths(&line, in: container)
                measureCross(&line, in: container, performLayout: performLayout)
                positionAlongMain(&line, in: container)
                buffer.initializeElement(at: lineCount, to: line)
                lineCount += 1
            }
            let lines = UnsafeMutableBufferPointer(rebasing: buffer[..<lineCount])
            let size = containerSize(container, lines: lines)
            guard performLayout else { return size }
            alignLines(lines, in: container, size: size)
            for line in lines {
                alignItems(of: line, in: container, size: size)
            }
            for offset in 0..<childCount {
                let child = child(index, offset)
                if slots[child].isAbsolute {
                    layOutAbsolute(child, in: container, size: size)
                }
            }
            return size
        }
    }

    // MARK: Flex basis

    /// The child's size along the main axis before flexing, padding and border included:
    /// its `flexBasis`, else its main size, else its content's size measured in the space
    /// the container offers.
    private mutating func flexBasis(of child: Int, in container: FlexContainer) -> Double {
        let style = slots[child].style
        let box = slots[child].box
        let minimum = container.paddingBorderMain(box)
        if let basis = style.flexBasis.resolved(against: container.percentBaseMain) { return max(basis, minimum) }
        if let main = container.definedMain(style) { return max(main, minimum) }
        let request = basisRequest(for: style, box: box, in: container)
        return max(container.main(layout(child, request, performLayout: false)), minimum)
    }

    /// What a child without a definite main size is measured in for its flex basis: its own
    /// sizes, else at most the container's content box; stretched across when the container's
    /// cross size is exact; never past its maximum sizes.
    private func basisRequest(
        for style: LayoutStyle.Unretained, box: NodeBox, in container: FlexContainer
    ) -> LayoutRequest {
        var width = style.width.resolved(against: container.percentBaseWidth)
        var height = style.height.resolved(against: container.percentBaseHeight)
        var widthMode: LayoutRequest.Mode = width == nil ? .unconstrained : .exactly
        var heightMode: LayoutRequest.Mode = height == nil ? .unconstrained : .exactly
        if width == nil, let inner = container.innerWidth {
            (width, widthMode) = (max(0, inner - box.marginWidth), .atMost)
        }
        if height == nil, let inner = container.innerHeight {
            (height, heightMode) = (max(0, inner - box.marginHeight), .atMost)
        }
        let stretches = container.alignment(of: style) == .stretch
        if let ratio = style.aspectRatio, ratio > 0 {
            if !container.isRow, widthMode == .exactly, let fixed = width {
                (height, heightMode) = (fixed / ratio, .exactly)
            } else if container.isRow, heightMode == .exactly, let fixed = height {
                (width, widthMode) = (fixed * ratio, .exactly)
            }
        }
        if !container.isRow, stretches, widthMode != .exactly, container.request.widthMode == .exactly,
            let inner = container.innerWidth, style.width.resolved(against: container.percentBaseWidth) == nil
        {
            (width, widthMode) = (max(0, inner - box.marginWidth), .exactly)
            if let ratio = style.aspectRatio, ratio > 0, let fixed = width {
                (height, heightMode) = (fixed / ratio, .exactly)
            }
        }
        if container.isRow, stretches, heightMode != .exactly, container.request.heightMode == .exactly,
            let inner = container.innerHeight, style.height.resolved(against: container.percentBaseHeight) == nil
        {
            (height, heightMode) = (max(0, inner - box.marginHeight), .exactly)
            if let ratio = style.aspectRatio, ratio > 0, let fixed = height {
                (width, widthMode) = (fixed * ratio, .exactly)
            }
        }
        (width, widthMode) = LayoutEngine.bound(width, widthMode, by: box.maxWidth)
        (height, heightMode) = LayoutEngine.bound(height, heightMode, by: box.maxHeight)
        return LayoutRequest(
            width: width, widthMode: widthMode, height: height, heightMode: heightMode,
            ownerWidth: container.percentBaseWidth, ownerHeight: container.percentBaseHeight)
    }

    /// A proposed length kept under a maximum: a bound becomes an upper limit when there was none.
    static func bound(
        _ length: Double?, _ mode: LayoutRequest.Mode, by maximum: Double?
    ) -> (Double?, LayoutRequest.Mode) {
        guard let maximum else { return (length, mode) }
        guard let length else { return (maximum, .atMost) }
        return (min(length, maximum), mode)
    }

    // MARK: Lines

    /// The children from `start` that fit on one line (all of them when the container does
    /// not wrap); children out of the flow ride along without taking space.
    private func collectLine(from start: Int, in container: FlexContainer) -> Line {
        var line = Line(start: start, end: start)
        let childCount = slots[container.index].childCount
        while line.end < childCount {
            let child = child(container.index, line.end)
            guard isInFlow(child) else {
                line.end += 1
                continue
            }
            let box = slots[child].box
            let basis = slots[child].flexBasis
            let outer = container.clampMain(basis, box) + container.marginsMain(box)
            let gap = line.itemCount > 0 ? container.mainGap : 0
            if container.isWrapping, line.itemCount > 0, let available = container.innerMain,
                line.consumedWithinLimits + gap + outer > available
            {
                break
            }
            line.consumedWithinLimits += gap + outer
            line.consumed += gap + basis + container.marginsMain(box)
            line.itemCount += 1
            line.totalGrow += slots[child].flexGrow
            line.totalShrinkScaled += slots[child].flexShrink * basis
            line.end += 1
        }
        return line
    }

    /// The positions in `childSlots` of the line's children in order, those out of the flow
    /// included (a range, so that looping over it copies and retains nothing).
    func items(of line: Line, in container: FlexContainer) -> Range<Int> {
        let first = slots[container.index].firstChild
        return (first + line.start)..<(first + line.end)
    }

    /// Calls `body` for each in-flow item of the line in order with the slots' buffer, the
    /// item's slot and its box, for loops that write to the items' slots: a write through
    /// the buffer costs nothing, each one through the array checks its uniqueness.
    @inline(__always)
    mutating func withInFlowItems(
        of line: Line, in container: FlexContainer,
        _ body: (_ slots: UnsafeMutableBufferPointer<Slot>, _ child: Int, _ box: NodeBox) -> Void
    ) {
        let items = items(of: line, in: container)
        let childSlots = childSlots
        slots.withUnsafeMutableBufferPointer { slots in
            for item in items where slots[childSlots[item]].isInFlow {
                let child = childSlots[item]
                body(slots, child, slots[child].box)
            }
        }
    }

    // MARK: Flexible lengths

    /// Grows or shrinks the line's items into the container's main size (Yoga's two
    /// passes: items that a minimum or maximum stops are taken out of the sharing first).
    private mutating func resolveFlexibleLengths(_ line: inout Line, in container: FlexContainer) {
        var available = container.innerMain
        // A container sized by its content has no free space to share, unless its minimum
        // or maximum decides its size (Yoga's `sizeBasedOnContent`).
        var sizedByContent = false
        if container.mainMode != .exactly {
            let minimum = container.minMain.map { $0 - container.paddingBorderMain }
            let maximum = container.maxMain.map { $0 - container.paddingBorderMain }
            if let minimum, line.consumed < minimum {
                available = minimum
            } else if let maximum, line.consumed > maximum {
                available = maximum
            } else {
                if line.totalGrow == 0 || container.flexGrow == 0 { available = line.consumed }
                sizedByContent = true
            }
        }
        line.available = available
        var remaining = 0.0
        if !sizedByContent, let available {
            remaining = available - line.consumed
        } else if line.consumed < 0 {
            remaining = -line.consumed
        }
        let original = remaining
        var totalGrow = line.totalGrow
        var totalShrink = line.totalShrinkScaled
        var frozen = 0.0
        for item in items(of: line, in: container) where isInFlow(childSlots[item]) {
            let child = childSlots[item]
            let box = slots[child].box
            // As Yoga does, the free space is shared from the bases before their limits; the
            // limits then freeze the items they stop.
            let basis = slots[child].flexBasis
            let flexShrink = slots[child].flexShrink
            let flexGrow = slots[child].flexGrow
            if remaining < 0, flexShrink * basis != 0, totalShrink != 0 {
                let scaled = flexShrink * basis
                let proposed = basis + remaining / totalShrink * scaled
                let clamped = container.clampMain(proposed, box)
                if clamped != proposed {
                    frozen += clamped - basis
                    totalShrink -= scaled
                }
            } else if remaining > 0, flexGrow != 0, totalGrow != 0 {
                let proposed = basis + remaining / max(totalGrow, 1) * flexGrow
                let clamped = container.clampMain(proposed, box)
                if clamped != proposed {
                    frozen += clamped - basis
                    totalGrow -= flexGrow
                }
            }
        }
        remaining -= frozen
        var used = 0.0
        withInFlowItems(of: line, in: container) { slots, child, box in
            let basis = slots[child].flexBasis
            let flexShrink = slots[child].flexShrink
            let flexGrow = slots[child].flexGrow
            var size = container.clampMain(basis, box)
            if remaining < 0, flexShrink * basis != 0 {
                let scaled = flexShrink * basis
                size = container.clampMain(
                    totalShrink == 0 ? basis - scaled : basis + remaining / totalShrink * scaled, box)
            } else if remaining > 0, flexGrow != 0, totalGrow > 0 {
                // Factors summing to less than 1 share only that fraction of the free space.
                size = container.clampMain(basis + remaining / max(totalGrow, 1) * flexGrow, box)
            }
            used += size - basis
            slots[child].mainSize = size
        }
        line.remaining = original - used
    }
}
