import Foundation

/// A data source that can say whether the cell shown for an item can show the item's new
/// content by being configured again, instead of being replaced by a new cell.
///
/// UIKit since iOS 15 configures an existing cell again with `reconfigureRows(at:)` /
/// `reconfigureItems(at:)`: the data source is asked for the cell as usual and its dequeue
/// returns the cell already shown, without `prepareForReuse()`. That works only when the
/// data source dequeues the same kind of cell for the new content. A UIKit list asks this
/// question for the items a batch that only updates would reload; it reconfigures those
/// answered true and reloads the others. Lists without reconfigure never ask.
///
/// ```swift
/// func listView(_ listView: any ListView, canReconfigure cell: any ListCell, forItemAt indexPath: IndexPath) -> Bool {
///     type(of: cell) == TodoEntryCell.self && items[indexPath.item].isTask
/// }
/// ```
@MainActor
public protocol ReconfigurableDataSource: ListViewDataSource {
    /// Whether `cell`, shown at `indexPath`, can show the new content of `indexPath` when
    /// the data source configures it again. Asked inside the batch, once the new data is set.
    func listView(_ listView: any ListView, canReconfigure cell: any ListCell, forItemAt indexPath: IndexPath) -> Bool
}
