extension LayoutEngine {
    /// The frames rounded to whole points as Yoga rounds them with a point scale factor of
    /// 1: a position relative to the parent rounds on its own; a width or height is the
    /// rounded far edge minus the rounded near edge, both taken in the root's coordinates
    /// before any rounding (so that adjacent nodes stay adjacent).
    ///
    /// Each slot's frame is replaced by its unrounded frame in the root's coordinates on the
    /// way (parents come before their children in pre-order). The three arrays are worked
    /// out in temporary buffers and copied into arrays of their size: an array created
    /// uninitialized (`init(unsafeUninitializedCapacity:initializingWith:)`) looks its
    /// storage's type up at run time, which cost more than the copy.
    mutating func roundedLayout() -> Layout {
        let count = slots.count
        return slots.withUnsafeMutableBufferPointer { slots in
            withUnsafeTemporaryAllocation(of: LayoutFrame.self, capacity: count) { frames in
                withUnsafeTemporaryAllocation(of: LayoutFrame.self, capacity: count) { framesInRoot in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { parents in
                        for index in 0..<count {
                            LayoutEngine.round(index, slots, into: frames, framesInRoot, parents)
                        }
                        return Layout(frames: Array(frames), framesInRoot: Array(framesInRoot), parents: Array(parents))
                    }
                }
            }
        }
    }

    /// Rounds the frame of slot `index` into the three arrays (its parent's already done,
    /// pre-order puts parents first) and leaves its unrounded frame in the root's
    /// coordinates in its slot.
    private static func round(
        _ index: Int, _ slots: UnsafeMutableBufferPointer<Slot>, into frames: UnsafeMutableBufferPointer<LayoutFrame>,
        _ framesInRoot: UnsafeMutableBufferPointer<LayoutFrame>, _ parents: UnsafeMutableBufferPointer<Int>
    ) {
        let frame = slots[index].frame
        let parent = slots[index].parent
        parents.initializeElement(at: index, to: parent)
        let originX = parent >= 0 ? slots[parent].frame.x : 0
        let originY = parent >= 0 ? slots[parent].frame.y : 0
        let left = originX + frame.x
        let top = originY + frame.y
        slots[index].frame = LayoutFrame(x: left, y: top, width: frame.width, height: frame.height)
        let rounded = LayoutFrame(
            x: roundToPoint(frame.x),
            y: roundToPoint(frame.y),
            width: roundToPoint(left + frame.width) - roundToPoint(left),
            height: roundToPoint(top + frame.height) - roundToPoint(top))
        frames.initializeElement(at: index, to: rounded)
        if parent >= 0 {
            let base = framesInRoot[parent]
            framesInRoot.initializeElement(
                at: index,
                to: LayoutFrame(
                    x: base.x + rounded.x, y: base.y + rounded.y, width: rounded.width, height: rounded.height))
        } else {
            framesInRoot.initializeElement(
                at: index, to: LayoutFrame(x: 0, y: 0, width: rounded.width, height: rounded.height))
        }
    }

    /// `value` to the nearest whole point, halves up; values within 0.0001 of a whole point
    /// count as that point (so 2.99999 from a division rounds to 3, not through the half rule).
    static func roundToPoint(_ value: Double) -> Double {
        let tolerance = 0.0001
        let lower = value.rounded(.down)
        let fraction = value - lower
        if fraction < tolerance { return lower }
        if fraction > 1 - tolerance { return lower + 1 }
        return fraction >= 0.5 - tolerance ? lower + 1 : lower
    }
}
