/// The stages that turn a source collection into a target, each one a batch update that
/// UIKit accepts. Apply them in order; the last stage's ``Changeset/data`` is the target.
///
/// ```swift
/// let changeset = StagedChangeset(source: ["a", "b", "c"], target: ["c", "b", "a", "d"])
/// for stage in changeset {
///     // one performBatchUpdates per stage, setting stage.data inside it
/// }
/// ```
///
/// How the differ stages (each stage omitted when it would be empty):
/// 1. **updates**: section reloads and element updates, indexed in the source;
/// 2. **sections**: section inserts, moves, and deletes of sections none of whose elements
///    move elsewhere (sectioned collections only);
/// 3. **elements**: element deletes, inserts and moves;
/// 4. **late section deletes**: sections whose surviving elements moved out in stage 3.
///
/// A flat collection therefore yields at most two stages. No element is updated and moved in
/// one stage, and no element moves into or out of a section that is inserted, deleted, moved
/// or reloaded in the same stage. Moves are minimal: elements in a longest run that keeps its
/// order stay where they are.
///
/// - Note: Duplicate identifiers are allowed: the n-th occurrence of an identifier in the
///   target matches its n-th occurrence in the source (in flat order across sections);
///   occurrences left over on either side are deleted or inserted.
public struct StagedChangeset<Collection: Swift.Collection> {
    @usableFromInline
    internal var stages: ContiguousArray<Changeset<Collection>>

    /// Creates a staged changeset from explicit stages.
    @inlinable
    public init<S: Sequence>(_ stages: S) where S.Element == Changeset<Collection> {
        self.stages = ContiguousArray(stages)
    }

    /// The number of operations in all stages.
    @inlinable
    public var changeCount: Int {
        stages.reduce(0) { $0 + $1.changeCount }
    }
}

extension StagedChangeset: RandomAccessCollection {
    /// The index of the first stage.
    @inlinable
    public var startIndex: Int { stages.startIndex }

    /// The index after the last stage.
    @inlinable
    public var endIndex: Int { stages.endIndex }

    /// The stage at `position`.
    @inlinable
    public subscript(position: Int) -> Changeset<Collection> {
        stages[position]
    }
}

extension StagedChangeset: Equatable where Collection: Equatable {
    /// Staged changesets are equal when their stages are, in order.
    public static func == (lhs: StagedChangeset, rhs: StagedChangeset) -> Bool {
        lhs.stages.elementsEqual(rhs.stages)
    }
}

extension StagedChangeset: Sendable where Collection: Sendable {}

extension StagedChangeset: CustomDebugStringConvertible {
    /// The stages, one after the other.
    public var debugDescription: String {
        "StagedChangeset(\n" + stages.map(\.debugDescription).joined(separator: ",\n") + "\n)"
    }
}
