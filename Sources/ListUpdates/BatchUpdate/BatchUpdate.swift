import BinarySearch
import Foundation
import StagedDiff

/// The operations of one `performBatchUpdates` call, as a value.
///
/// Indexes follow UIKit: deletes and reloads refer to the state before the batch, inserts
/// to the state after it, moves go from before to after (see `BatchUpdateValidator`).
///
/// ```swift
/// var update = BatchUpdate()
/// update.deleteItems = [IndexPath(item: 0, section: 0)]
/// update.insertItems = [IndexPath(item: 3, section: 0)]
/// ```
public struct BatchUpdate: Hashable, Sendable {
    /// A move of a section or an item: `from` in the old state, `to` in the new one.
    public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
        /// Where the moved thing was before the batch.
        public var from: Index
        /// Where it is after the batch.
        public var to: Index

        /// Creates a move from `from` (before) to `to` (after).
        public init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted, as indexes before the batch.
    public var deleteSections: [Int]
    /// Sections inserted, as indexes after the batch.
    public var insertSections: [Int]
    /// Sections reloaded, as indexes before the batch.
    public var reloadSections: [Int]
    /// Sections moved, from before to after.
    public var moveSections: [Move<Int>]
    /// Items deleted, as index paths before the batch.
    public var deleteItems: [IndexPath]
    /// Items inserted, as index paths after the batch.
    public var insertItems: [IndexPath]
    /// Items reloaded, as index paths before the batch.
    public var reloadItems: [IndexPath]
    /// Items moved, from before to after.
    public var moveItems: [Move<IndexPath>]

    /// Creates a batch; every list defaults to empty.
    public init(
        deleteSections: [Int] = [],
        insertSections: [Int] = [],
        reloadSections: [Int] = [],
        moveSections: [Move<Int>] = [],
        deleteItems: [IndexPath] = [],
        insertItems: [IndexPath] = [],
        reloadItems: [IndexPath] = [],
        moveItems: [Move<IndexPath>] = []
    ) {
        self.deleteSections = deleteSections
        self.insertSections = insertSections
        self.reloadSections = reloadSections
        self.moveSections = moveSections
        self.deleteItems = deleteItems
        self.insertItems = insertItems
        self.reloadItems = reloadItems
        self.moveItems = moveItems
    }

    /// True when the batch contains no operation at all.
    public var isEmpty: Bool {
        deleteSections.isEmpty && insertSections.isEmpty && reloadSections.isEmpty
            && moveSections.isEmpty && deleteItems.isEmpty && insertItems.isEmpty
            && reloadItems.isEmpty && moveItems.isEmpty
    }
}
