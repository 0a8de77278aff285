import Foundation
import ListUpdates
import StagedDiff

// What a replay's report says of each row on screen: the view-state type behind it, named
// as the trace names it.
extension ListAdapter {
    /// The name of the view-state type of the item at `indexPath`, as the trace names it
    /// (`TodoEntryViewState`); nil outside the data.
    package func viewStateTypeName(ofItemAt indexPath: IndexPath) -> String? {
        pipeline.viewStateTypeName(ofItemAt: indexPath)
    }

    /// The name of the view-state type of `section`'s model, which its header shows; nil
    /// outside the data.
    package func viewStateTypeName(ofSection section: Int) -> String? {
        pipeline.viewStateTypeName(ofSection: section)
    }
}
