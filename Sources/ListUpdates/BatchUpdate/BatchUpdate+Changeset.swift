import BinarySearch
import Foundation
import StagedDiff

extension BatchUpdate {
    /// The batch that applies one stage of a `StagedChangeset` as it stands: section and
    /// element updates become reloads. (The adapter reloads only the updated items it could
    /// not render in place; this initializer is the plain, everything-reloads translation.)
    ///
    /// ```swift
    /// for stage in StagedChangeset(source: old, target: new) {
    ///     try list.performBatchUpdates({ items = stage.data; return BatchUpdate(stage) }, completion: nil)
    /// }
    /// ```
    public init<C>(_ stage: Changeset<C>) {
        self.init(stage, reloadSections: stage.sectionUpdated, reloadItems: stage.elementUpdated.map(IndexPath.init))
    }

    /// The batch that applies `stage` with `reloadSections` and `reloadItems` in place of its
    /// updates: the staged reload passes the updated things it decided to reload.
    @inlinable
    init<C>(_ stage: Changeset<C>, reloadSections: [Int], reloadItems: [IndexPath]) {
        self.init(
            deleteSections: stage.sectionDeleted,
            insertSections: stage.sectionInserted,
            reloadSections: reloadSections,
            moveSections: stage.sectionMoved.map { Move(from: $0.source, to: $0.target) },
            deleteItems: stage.elementDeleted.map(IndexPath.init),
            insertItems: stage.elementInserted.map(IndexPath.init),
            reloadItems: reloadItems,
            moveItems: stage.elementMoved.map { Move(from: IndexPath($0.source), to: IndexPath($0.target)) }
        )
    }
}

extension IndexPath {
    /// The index path of a differ's element path.
    public init(_ path: ElementPath) {
        self.init(item: path.element, section: path.section)
    }
}
