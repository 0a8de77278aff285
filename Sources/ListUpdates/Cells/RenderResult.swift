import BinarySearch
import StagedDiff

/// What an animated renderer did with a new view state.
///
/// ```swift
/// func render(_ viewState: TodoEntryViewState, animated: Bool) -> RenderResult {
///     guard viewState.id == shownID else { return .needsToReload }
///     title = viewState.title
///     return .rendered
/// }
/// ```
public enum RenderResult: String, Sendable, Hashable, Codable {
    /// The cell now shows the new state; no reload is needed.
    case rendered
    /// The cell cannot show the new state in place; the list reloads the row instead.
    case needsToReload
}
