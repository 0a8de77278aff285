import BinarySearch
import Foundation
import ListUpdates
import StagedDiff

/// One row on screen in a `HeadlessListView`: where it is and what its cell shows.
public struct VisibleRow: Hashable, Sendable, CustomStringConvertible {
    /// The row's index path.
    public var indexPath: IndexPath
    /// The text of its cell (`HeadlessCell.text`; the class name for other cells).
    public var text: String

    /// Creates a visible row.
    public init(indexPath: IndexPath, text: String) {
        self.indexPath = indexPath
        self.text = text
    }

    /// `section-item: text`, as the snapshot prints it.
    public var description: String { "\(indexPath.section)-\(indexPath.item): \(text)" }
}
