/// The main axis of a container: where its children go one after the other.
///
/// Yoga's default, as in React Native, is `column` (the web's is `row`).
public enum FlexDirection: String, Hashable, Sendable, CaseIterable {
    /// Top to bottom.
    case column
    /// Bottom to top.
    case columnReverse = "column-reverse"
    /// Left to right.
    case row
    /// Right to left.
    case rowReverse = "row-reverse"

    /// Whether the main axis is horizontal.
    var isRow: Bool { self == .row || self == .rowReverse }
    /// Whether children start at the far end of the main axis.
    var isReversed: Bool { self == .rowReverse || self == .columnReverse }
}
