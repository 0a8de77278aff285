import BinarySearch
import Foundation
import StagedDiff

/// A list that can deselect a row from code, as `UITableView.deselectRow(at:animated:)` does.
/// The adapter uses it when a `didSelect` handler answers `.deselect`.
@MainActor
public protocol DeselectableListView: ListView {
    /// Deselects the item at `indexPath` without telling the delegate.
    func deselectItem(at indexPath: IndexPath, animated: Bool)
}
