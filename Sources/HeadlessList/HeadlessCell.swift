import BinarySearch
import ListUpdates
import StagedDiff

/// A cell of `HeadlessListView`: it has no pixels, only the text it shows.
///
/// Subclass it for each cell type, register the subclass with
/// `register(_:forReuseIdentifier:)` (or `register(_:forHeaderReuseIdentifier:)` for a
/// header, `register(_:forFooterReuseIdentifier:)` for a footer) and configure it in the
/// data source. Subclasses that keep state reset it in `prepareForReuse()` and call `super`.
///
/// ```swift
/// final class TodoCell: HeadlessCell {
///     var isDone = false
///     override func prepareForReuse() { super.prepareForReuse(); isDone = false }
/// }
/// ```
@MainActor
open class HeadlessCell: ListCell {
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?

    /// What the cell shows; the list's snapshot prints it.
    open var text: String = ""

    /// How many times the list handed this cell out from a dequeue (the first time included).
    public internal(set) var dequeueCount = 0

    /// How many times the list took this cell from the reuse pool to hand it out again.
    public internal(set) var reuseCount = 0

    /// Whether the list dequeued it as a cell, a section header or a footer (its reuse pool).
    var reuseKind = ReuseKey.Kind.cell

    /// Creates an empty cell; the list calls this when its reuse pool has no cell to give.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Clears the text. Subclasses reset their own state and call `super`.
    open func prepareForReuse() {
        text = ""
    }
}
