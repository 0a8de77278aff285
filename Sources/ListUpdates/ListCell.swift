import BinarySearch
import StagedDiff

/// A reusable cell shown by a `ListView`.
///
/// `UITableViewCell` and `UICollectionViewCell` already have both members, so they
/// conform with an empty extension; on Linux, cells subclass `HeadlessCell`.
@MainActor
public protocol ListCell: AnyObject {
    /// The identifier the cell was dequeued with.
    var reuseIdentifier: String? { get }

    /// Called by the list just before a cell taken from the reuse pool is handed out again.
    func prepareForReuse()
}
