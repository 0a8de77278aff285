/// Whether a container's children wrap onto more lines when the main axis is full.
public enum FlexWrap: String, Hashable, Sendable, CaseIterable {
    /// One line; children shrink (when they may) or overflow.
    case noWrap = "nowrap"
    /// New lines follow the cross axis.
    case wrap
    /// New lines go the other way along the cross axis.
    case wrapReverse = "wrap-reverse"
}
