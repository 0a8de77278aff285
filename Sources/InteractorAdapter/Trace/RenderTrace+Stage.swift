import Foundation
import ListUpdates
import StagedDiff

extension RenderTrace {
    /// One applied stage: its operations and the decision taken for each updated item.
    ///
    /// Index paths print as `section-item` (`0-3`), moves as `from>to` (`0-1>0-4`, `2>0`).
    public struct Stage: Sendable, Hashable {
        /// The stage's position in its staged changeset.
        public var index: Int
        /// Sections deleted (before the stage).
        public var sectionsDeleted: [Int]
        /// Sections inserted (after the stage).
        public var sectionsInserted: [Int]
        /// Sections whose model changed (before the stage).
        public var sectionsUpdated: [Int]
        /// Sections moved, from before to after.
        public var sectionsMoved: [BatchUpdate.Move<Int>]
        /// Items deleted (before the stage).
        public var itemsDeleted: [IndexPath]
        /// Items inserted (after the stage).
        public var itemsInserted: [IndexPath]
        /// Items whose content changed (before the stage).
        public var itemsUpdated: [IndexPath]
        /// Items moved, from before to after.
        public var itemsMoved: [BatchUpdate.Move<IndexPath>]
        /// One decision per updated header and item, in the order they were taken.
        public var decisions: [Decision]
        /// The provider whose sections every operation of the stage is about, on a
        /// `ComposedListAdapter` (its path, e.g. `posts/p1/actions`); nil on a `ListAdapter`.
        public var provider: String?

        /// Creates a stage record; every list defaults to empty.
        public init(
            index: Int, sectionsDeleted: [Int] = [], sectionsInserted: [Int] = [],
            sectionsUpdated: [Int] = [], sectionsMoved: [BatchUpdate.Move<Int>] = [],
            itemsDeleted: [IndexPath] = [], itemsInserted: [IndexPath] = [], itemsUpdated: [IndexPath] = [],
            itemsMoved: [BatchUpdate.Move<IndexPath>] = [], decisions: [Decision] = [], provider: String? = nil
        ) {
            self.index = index
            self.sectionsDeleted = sectionsDeleted
            self.sectionsInserted = sectionsInserted
            self.sectionsUpdated = sectionsUpdated
            self.sectionsMoved = sectionsMoved
            self.itemsDeleted = itemsDeleted
            self.itemsInserted = itemsInserted
            self.itemsUpdated = itemsUpdated
            self.itemsMoved = itemsMoved
            self.decisions = decisions
            self.provider = provider
        }

        /// Records the operations of `stage`, the stage at `index`.
        public init<C>(index: Int, _ stage: Changeset<C>, provider: String? = nil) {
            self.init(index: index, BatchUpdate(stage), provider: provider)
        }

        /// Records the operations of `update`, the batch of the stage at `index`.
        public init(index: Int, _ update: BatchUpdate, provider: String? = nil) {
            self.init(
                index: index, sectionsDeleted: update.deleteSections, sectionsInserted: update.insertSections,
                sectionsUpdated: update.reloadSections, sectionsMoved: update.moveSections,
                itemsDeleted: update.deleteItems, itemsInserted: update.insertItems,
                itemsUpdated: update.reloadItems, itemsMoved: update.moveItems, provider: provider)
        }
    }
}

extension RenderTrace.Stage: Codable {
    private enum CodingKeys: String, CodingKey {
        case index, sectionsDeleted, sectionsInserted, sectionsUpdated, sectionsMoved
        case itemsDeleted, itemsInserted, itemsUpdated, itemsMoved, decisions, provider
    }

    /// Reads a stage as `encode(to:)` writes it; absent lists are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func list<T: Decodable>(_ key: CodingKeys) throws -> [T] {
            try container.decodeIfPresent([T].self, forKey: key) ?? []
        }
        func parsed<T>(_ key: CodingKeys, _ read: (String) -> T?) throws -> [T] {
            try (list(key) as [String]).map { text in
                guard let value = read(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "cannot read \(text)")
                }
                return value
            }
        }
        self.init(
            index: try container.decode(Int.self, forKey: .index),
            sectionsDeleted: try list(.sectionsDeleted), sectionsInserted: try list(.sectionsInserted),
            sectionsUpdated: try list(.sectionsUpdated),
            sectionsMoved: try parsed(.sectionsMoved, TracePathText.sectionMove),
            itemsDeleted: try parsed(.itemsDeleted, TracePathText.indexPath),
            itemsInserted: try parsed(.itemsInserted, TracePathText.indexPath),
            itemsUpdated: try parsed(.itemsUpdated, TracePathText.indexPath),
            itemsMoved: try parsed(.itemsMoved, TracePathText.itemMove),
            decisions: try list(.decisions), provider: try container.decodeIfPresent(String.self, forKey: .provider))
    }

    /// Writes a stage with paths and moves as the trace prints them, leaving out empty lists
    /// and an absent provider.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        func list<T: Encodable>(_ values: [T], _ key: CodingKeys) throws {
            if !values.isEmpty { try container.encode(values, forKey: key) }
        }
        try list(sectionsDeleted, .sectionsDeleted)
        try list(sectionsInserted, .sectionsInserted)
        try list(sectionsUpdated, .sectionsUpdated)
        try list(sectionsMoved.map(TracePathText.move), .sectionsMoved)
        try list(itemsDeleted.map(TracePathText.path), .itemsDeleted)
        try list(itemsInserted.map(TracePathText.path), .itemsInserted)
        try list(itemsUpdated.map(TracePathText.path), .itemsUpdated)
        try list(itemsMoved.map(TracePathText.move), .itemsMoved)
        try list(decisions, .decisions)
        try container.encodeIfPresent(provider, forKey: .provider)
    }
}
