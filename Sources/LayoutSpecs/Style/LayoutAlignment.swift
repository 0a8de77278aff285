/// Alignment along the cross axis: of children in their line (`alignItems`, `alignSelf`)
/// or of lines in their container (`alignContent`).
///
/// `baseline` is not supported: a leaf would need a baseline function, which no measurer
/// provides yet.
public enum LayoutAlignment: String, Hashable, Sendable, CaseIterable {
    /// For `alignSelf`: the parent's `alignItems`.
    case auto
    /// At the start of the cross axis.
    case flexStart = "flex-start"
    /// In the middle.
    case center
    /// At the end.
    case flexEnd = "flex-end"
    /// Filling the line (a child without a cross size), or sharing the free space between
    /// lines (`alignContent`).
    case stretch
    /// For `alignContent`: the first and last line at the edges, equal space between.
    case spaceBetween = "space-between"
    /// For `alignContent`: equal space around each line.
    case spaceAround = "space-around"
    /// For `alignContent`: equal space between lines and at both edges.
    case spaceEvenly = "space-evenly"
}
