/// Whether a node takes part in its parent's flex layout.
public enum PositionType: String, Hashable, Sendable, CaseIterable {
    /// Laid out in the flow, then moved by `left`/`top`/`right`/`bottom`.
    case relative
    /// Out of the flow, placed by its edges against the parent's padding box.
    case absolute
}

/// Whether a node is laid out at all.
public enum LayoutDisplay: String, Hashable, Sendable, CaseIterable {
    /// Laid out.
    case flex
    /// Not laid out: the node and its subtree take no space and get empty frames.
    case none
}
