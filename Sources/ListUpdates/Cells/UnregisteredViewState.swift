import BinarySearch
import StagedDiff

/// The view state of the placeholder shown for an item whose view-state type has no
/// registered cell: the adapter shows it instead of crashing and records the type in its trace.
public struct UnregisteredViewState: Sendable, Hashable {
    /// The name of the view-state type that has no registered cell, e.g. `TodoEntryViewState`.
    public var viewStateType: String

    /// Creates the view state for `viewStateType`.
    public init(viewStateType: String) {
        self.viewStateType = viewStateType
    }

    /// The text a placeholder shows: `⚠︎ no cell for TodoEntryViewState`.
    public var message: String { "⚠︎ no cell for \(viewStateType)" }
}
