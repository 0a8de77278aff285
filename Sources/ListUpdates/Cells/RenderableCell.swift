import BinarySearch
import StagedDiff

/// A cell that shows one type of view state.
///
/// The adapter picks the cell for an item by the dynamic type of the item's view state, so
/// each view-state type has one cell type. `HeadlessCell` subclasses conform directly;
/// `UITableViewCell` subclasses conform the same way on Apple platforms.
///
/// ```swift
/// final class TodoEntryCell: HeadlessCell, RenderableCell {
///     func render(_ viewState: TodoEntryViewState) {
///         text = (viewState.isDone ? "☑︎ " : "☐ ") + viewState.title
///     }
/// }
/// ```
@MainActor
public protocol RenderableCell<ViewState>: ListCell {
    /// The view state this cell shows.
    associatedtype ViewState

    /// Shows `viewState`, replacing whatever the cell showed before.
    func render(_ viewState: ViewState)

    /// The reuse identifier the cell is registered and dequeued with.
    /// Defaults to the fully qualified type name.
    static var reuseIdentifier: String { get }
}

extension RenderableCell {
    /// The fully qualified type name, unique per cell type.
    public static var reuseIdentifier: String {
        String(reflecting: Self.self)
    }
}
