import Foundation

/// A data source that can keep answering a list from the data the list has committed while
/// the next data is already set: what a UIKit list needs when it must hold a batch (UIKit has
/// uncommitted updates, a drop is in progress) or wait with a reload. UIKit may lay out,
/// scroll, prefetch or ask for swipe actions at any time in between, and each answer must
/// describe the item at that index path in the data UIKit has, not in the data set since.
///
/// A list calls `listViewWillHoldCommittedData(_:)` before a batch's block sets data that it
/// cannot hand to UIKit at once, and `listViewDidCommitData(_:)` inside the block of the batch
/// (or just before the reload) that gives UIKit the data set since. In between, every
/// question about an item, a header or a footer (cells, views, heights, highlight, selection,
/// swipe actions, menus, move permissions, display and prefetch callbacks) is answered from
/// the data as it was when the hold began; the counts stay those of the latest data (the
/// list shows UIKit the counts it has itself).
///
/// `ListAdapter` and `ComposedListAdapter` adopt it. A data source that does not is asked as
/// before: it answers from its latest data.
@MainActor
public protocol CommittedDataHolding: ListViewDataSource {
    /// Keep answering from the data as it is now until `listViewDidCommitData(_:)`. Calling
    /// it again during a hold keeps the data of the first call.
    func listViewWillHoldCommittedData(_ listView: any ListView)

    /// The list committed the latest data: answer from it again.
    func listViewDidCommitData(_ listView: any ListView)

    /// The user dragged an item during a hold and the list shows it at `destinationIndexPath`
    /// already: the committed data follows (the latest data is left as it is; the list
    /// reloads once the hold ends).
    func listView(
        _ listView: any ListView, moveCommittedItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
}

/// A list whose `reloadData()` may have to wait: a UIKit list while UIKit has uncommitted
/// updates. A `CommittedDataHolding` data source that sets new data outside a batch (to
/// reload it) asks first, and holds the data the list has committed when the reload will
/// wait; the list calls `listViewDidCommitData(_:)` when it reloads.
@MainActor
public protocol ListViewDeferringReloads: ListView {
    /// Whether a `reloadData()` called now would wait.
    var reloadWillWait: Bool { get }
}
