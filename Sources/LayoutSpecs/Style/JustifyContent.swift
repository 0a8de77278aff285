/// How a line's free space along the main axis is shared between its children.
public enum JustifyContent: String, Hashable, Sendable, CaseIterable {
    /// Children at the start, free space at the end.
    case flexStart = "flex-start"
    /// Children in the middle.
    case center
    /// Children at the end.
    case flexEnd = "flex-end"
    /// The first and last child at the edges, equal space between the others (none when
    /// the line overflows).
    case spaceBetween = "space-between"
    /// Equal space around each child (half of it at the edges).
    case spaceAround = "space-around"
    /// Equal space between children and at both edges.
    case spaceEvenly = "space-evenly"
}
