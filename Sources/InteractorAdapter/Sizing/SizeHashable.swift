/// A view state that says which of its contents decide its height (FibKit's `sizeHash`):
/// two states of one item with equal `sizeHash` have the same height, whatever else changed,
/// so the height measured for the first is reused for the second. A view state without one
/// is measured again whenever its item's content changes (`isContentEqual(to:)`).
///
/// ```swift
/// struct MessageViewState: Hashable, Sendable, SizeHashable {
///     var id: Int
///     var text: String
///     var isRead: Bool            // does not change the height
///     var sizeHash: Int { text.hashValue }
/// }
/// ```
public protocol SizeHashable {
    /// Equal for two states of one item that have the same height at any width.
    var sizeHash: Int { get }
}
