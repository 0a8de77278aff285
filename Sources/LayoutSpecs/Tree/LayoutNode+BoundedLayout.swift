extension LayoutNode {
    /// ``layout(width:height:)`` for a tree the app did not write (read from a file or
    /// received from a server), in bounded time: nil when laying it out needs more than
    /// `measurementLimit` node measurements.
    ///
    /// A layout measures each node a few times (answers from its cache are not counted; the
    /// package's conformance trees take fewer than 2 a node). Containers with flexible
    /// children nested many levels deep can each measure their subtree for several sizes,
    /// and the count then grows exponentially with the depth, as it does in Yoga: such a tree
    /// is refused rather than computed for hours.
    public func layout(width: Double? = nil, height: Double? = nil, measurementLimit: Int) -> Layout? {
        var engine = LayoutEngine(root: self)
        engine.measurementsLeft = max(0, measurementLimit)
        engine.layOutRoot(width: width, height: height)
        guard engine.measurementsLeft >= 0 else { return nil }
        return engine.roundedLayout()
    }

}
