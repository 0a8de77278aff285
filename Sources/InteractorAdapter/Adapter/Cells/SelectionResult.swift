import ListUpdates
import ReactiveCore
import StagedDiff

/// What the list does with a row after its `didSelect` handler ran.
public enum SelectionResult: Sendable, Hashable {
    /// Deselect the row at once (the usual choice for rows that navigate or toggle).
    case deselect
    /// Leave the row selected (for pickers that show the current choice).
    case keepSelected
}
