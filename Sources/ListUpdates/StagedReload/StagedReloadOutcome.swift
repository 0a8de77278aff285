import BinarySearch
import StagedDiff

/// How `ListView.reload(using:interrupt:setData:completion:)` applied a staged changeset.
public enum StagedReloadOutcome: Sendable, Hashable {
    /// There was nothing to apply.
    case nothingToApply
    /// Every stage was applied as its own batch update.
    case batches(count: Int)
    /// The data was set to the last stage's data and the list reloaded, because the list
    /// is not in a window or `interrupt` said so (before the stage with this index).
    case reloadedData(notInWindow: Bool, interruptedAtStage: Int?)
}
