/// One stage of a ``StagedChangeset``: the operations of one batch update and the data to
/// show once the batch is applied.
///
/// Indices follow UIKit's batch-update rules: deletes and updates index the data *before*
/// the stage, inserts the data *after* it (``data``), moves go from before to after.
///
/// ```swift
/// for stage in StagedChangeset(source: old, target: new) {
///     tableView.performBatchUpdates {
///         items = stage.data          // set the data inside the batch
///         tableView.deleteRows(at: stage.elementDeleted.map(indexPath), with: .fade)
///         // ... inserts, updates, moves, sections likewise
///     }
/// }
/// ```
public struct Changeset<Collection: Swift.Collection> {
    /// The data to show after this stage.
    public var data: Collection
    /// Sections deleted, as indices before the stage.
    public var sectionDeleted: [Int]
    /// Sections inserted, as indices after the stage.
    public var sectionInserted: [Int]
    /// Sections whose own content changed (reload), as indices before the stage.
    public var sectionUpdated: [Int]
    /// Sections moved, from an index before the stage to an index after it.
    public var sectionMoved: [(source: Int, target: Int)]
    /// Elements deleted, as paths before the stage.
    public var elementDeleted: [ElementPath]
    /// Elements inserted, as paths after the stage.
    public var elementInserted: [ElementPath]
    /// Elements whose content changed (reload or re-render), as paths before the stage.
    public var elementUpdated: [ElementPath]
    /// Elements moved, from a path before the stage to a path after it.
    public var elementMoved: [(source: ElementPath, target: ElementPath)]

    /// Creates a stage; every operation list defaults to empty.
    @inlinable
    public init(
        data: Collection,
        sectionDeleted: [Int] = [],
        sectionInserted: [Int] = [],
        sectionUpdated: [Int] = [],
        sectionMoved: [(source: Int, target: Int)] = [],
        elementDeleted: [ElementPath] = [],
        elementInserted: [ElementPath] = [],
        elementUpdated: [ElementPath] = [],
        elementMoved: [(source: ElementPath, target: ElementPath)] = []
    ) {
        self.data = data
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionUpdated = sectionUpdated
        self.sectionMoved = sectionMoved
        self.elementDeleted = elementDeleted
        self.elementInserted = elementInserted
        self.elementUpdated = elementUpdated
        self.elementMoved = elementMoved
    }

    /// The number of section operations in this stage.
    @inlinable
    public var sectionChangeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
    }

    /// The number of element operations in this stage.
    @inlinable
    public var elementChangeCount: Int {
        elementDeleted.count + elementInserted.count + elementUpdated.count + elementMoved.count
    }

    /// The number of operations in this stage.
    @inlinable
    public var changeCount: Int {
        sectionChangeCount + elementChangeCount
    }

    /// Whether this stage contains any operation.
    @inlinable
    public var hasChanges: Bool {
        changeCount > 0
    }

    /// Whether this stage changes content only: it inserts, deletes and moves no section and
    /// no element, so every index before the stage names the same section or element after
    /// it (and a visible cell may be rendered again in place). True for a stage with no
    /// operation at all. O(1).
    @inlinable
    public var hasOnlyUpdates: Bool {
        sectionDeleted.isEmpty && sectionInserted.isEmpty && sectionMoved.isEmpty
            && elementDeleted.isEmpty && elementInserted.isEmpty && elementMoved.isEmpty
    }
}

extension Changeset: Equatable where Collection: Equatable {
    /// Stages are equal when their data and every operation list are equal, in order.
    public static func == (lhs: Changeset, rhs: Changeset) -> Bool {
        lhs.data == rhs.data
            && lhs.sectionDeleted == rhs.sectionDeleted
            && lhs.sectionInserted == rhs.sectionInserted
            && lhs.sectionUpdated == rhs.sectionUpdated
            && lhs.sectionMoved.elementsEqual(rhs.sectionMoved, by: ==)
            && lhs.elementDeleted == rhs.elementDeleted
            && lhs.elementInserted == rhs.elementInserted
            && lhs.elementUpdated == rhs.elementUpdated
            && lhs.elementMoved.elementsEqual(rhs.elementMoved, by: ==)
    }
}

extension Changeset: Sendable where Collection: Sendable {}

extension Changeset: CustomDebugStringConvertible {
    /// The non-empty operation lists and the data, one per line.
    public var debugDescription: String {
        var lines = ["Changeset("]
        func add(_ name: String, _ values: [some Any]) {
            if !values.isEmpty { lines.append("  \(name): \(values)") }
        }
        add("sectionDeleted", sectionDeleted)
        add("sectionInserted", sectionInserted)
        add("sectionUpdated", sectionUpdated)
        add("sectionMoved", sectionMoved.map { "\($0.source)→\($0.target)" })
        add("elementDeleted", elementDeleted)
        add("elementInserted", elementInserted)
        add("elementUpdated", elementUpdated)
        add("elementMoved", elementMoved.map { "\($0.source.debugDescription)→\($0.target.debugDescription)" })
        lines.append("  data: \(String(reflecting: data))")
        lines.append(")")
        return lines.joined(separator: "\n")
    }
}
