import ListUpdates
import ReactiveCore
import StagedDiff

/// Hears the scroll events of the list an adapter drives (the adapter is the list's delegate,
/// so it forwards them).
@MainActor
public protocol ListAdapterScrollDelegate: AnyObject {
    /// The list's content offset changed.
    func listViewDidScroll(_ listView: any ListView)
}
