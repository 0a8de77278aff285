import BinarySearch
import StagedDiff

/// Which UIKit list a `HeadlessListView` imitates, and so which words its messages use.
///
/// UITableView speaks of "rows" and "table view", UICollectionView of "items" and
/// "collection view"; the batch rules are the same.
///
/// ```swift
/// let list = HeadlessListView(style: .collection)
/// ```
public enum ListStyle: String, Sendable, Hashable, CaseIterable {
    /// Behaves and words its messages like `UITableView`.
    case table
    /// Behaves and words its messages like `UICollectionView`.
    case collection

    /// "row" or "item".
    public var itemNoun: String {
        switch self {
        case .table: return "row"
        case .collection: return "item"
        }
    }

    /// "table view" or "collection view".
    public var listNoun: String {
        switch self {
        case .table: return "table view"
        case .collection: return "collection view"
        }
    }
}
