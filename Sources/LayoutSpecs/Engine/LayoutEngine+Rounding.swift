extension LayoutEngine {
    /// The frames rounded to whole points as Yoga rounds them with a point scale factor of
    /// 1: a position relative to the parent rounds on its own; a width or height is the
    /// rounded far edge minus the rounded near edge, both taken in the root's coordinates
    /// before any rounding (so that adjacent nodes stay adjacent).
    ///
    /// Each slot's frame is replaced by its unrounded frame in the root's coordinates on the
    /// way (parents come before their children in pre-order), so that the layout allocates
    /// only the arrays it returns.
    mutating func roundedLayout() -> Layout {
        let count = slots.count
        var frames = [LayoutFrame](repeating: .zero, count: count)
        var framesInRoot = [LayoutFrame](repeating: .zero, count: count)
        var parents = [Int](repeating: -1, count: count)
        for index in 0..<count {
            let frame = slots[index].frame
            let parent = slots[index].parent
            parents[index] = parent
            let originX = parent >= 0 ? slots[parent].frame.x : 0
            let originY = parent >= 0 ? slots[parent].frame.y : 0
            let left = originX + frame.x
            let top = originY + frame.y
            slots[index].frame = LayoutFrame(x: left, y: top, width: frame.width, height: frame.height)
            let rounded = LayoutFrame(
                x: LayoutEngine.roundToPoint(frame.x),
                y: LayoutEngine.roundToPoint(frame.y),
                width: LayoutEngine.roundToPoint(left + frame.width) - LayoutEngine.roundToPoint(left),
                height: LayoutEngine.roundToPoint(top + frame.height) - LayoutEngine.roundToPoint(top))
            frames[index] = rounded
            if parent >= 0 {
                let base = framesInRoot[parent]
                framesInRoot[index] = LayoutFrame(
                    x: base.x + rounded.x, y: base.y + rounded.y, width: rounded.width, height: rounded.height)
            } else {
                framesInRoot[index] = LayoutFrame(x: 0, y: 0, width: rounded.width, height: rounded.height)
            }
        }
        return Layout(frames: frames, framesInRoot: framesInRoot, parents: parents)
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
