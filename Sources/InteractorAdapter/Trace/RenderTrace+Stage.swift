import StagedDiff
import ReactiveCore
import ListUpdates

extension RenderTrace {
    /// One applied stage: its operations and the decision taken for each updated item.
    ///
    /// Index paths print as `section-item` (`0-3`), moves as `from>to` (`0-1>0-4`, `2>0`).
    public struct Stage: Sendable, Hashable, Codable {
        /// The stage's position in its staged changeset.
        public var index: Int
        /// Sections deleted (before the stage).
        public var sectionsDeleted: [Int]
        /// Sections inserted (after the stage).
        public var sectionsInserted: [Int]
        /// Sections whose model changed (before the stage).
        public var sectionsUpdated: [Int]
        /// Sections moved, `from>to`.
        public var sectionsMoved: [String]
        /// Items deleted (before the stage).
        public var itemsDeleted: [String]
        /// Items inserted (after the stage).
        public var itemsInserted: [String]
        /// Items whose content changed (before the stage).
        public var itemsUpdated: [String]
        /// Items moved, `from>to`.
        public var itemsMoved: [String]
        /// One decision per updated header and item, in the order they were taken.
        public var decisions: [Decision]

        /// Creates a stage record; every list defaults to empty.
        public init(
            index: Int, sectionsDeleted: [Int] = [], sectionsInserted: [Int] = [],
            sectionsUpdated: [Int] = [], sectionsMoved: [String] = [], itemsDeleted: [String] = [],
            itemsInserted: [String] = [], itemsUpdated: [String] = [], itemsMoved: [String] = [],
            decisions: [Decision] = []
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
        }

        // Inlinable: the adapter records every stage it applies, and compiled here for any `C`
        // every field of the changeset is reached through its type metadata.
        /// Records the operations of `stage`, the stage at `index`.
        @inlinable
        public init<C>(index: Int, _ stage: Changeset<C>) {
            func path(_ path: ElementPath) -> String { TracePathText.path(section: path.section, item: path.element) }
            self.init(
                index: index,
                sectionsDeleted: stage.sectionDeleted,
                sectionsInserted: stage.sectionInserted,
                sectionsUpdated: stage.sectionUpdated,
                sectionsMoved: stage.sectionMoved.map { String($0.source) + ">" + String($0.target) },
                itemsDeleted: stage.elementDeleted.map(path),
                itemsInserted: stage.elementInserted.map(path),
                itemsUpdated: stage.elementUpdated.map(path),
                itemsMoved: stage.elementMoved.map { TracePathText.move(from: $0.source, to: $0.target) })
        }
    }
}

extension RenderTrace.Stage {
    private enum CodingKeys: String, CodingKey {
        case index, sectionsDeleted, sectionsInserted, sectionsUpdated, sectionsMoved
        case itemsDeleted, itemsInserted, itemsUpdated, itemsMoved, decisions
    }

    /// Reads a stage; absent lists are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func list<T: Decodable>(_ key: CodingKeys) throws -> [T] {
            try container.decodeIfPresent([T].self, forKey: key) ?? []
        }
        self.init(
            index: try container.decode(Int.self, forKey: .index),
            sectionsDeleted: try list(.sectionsDeleted), sectionsInserted: try list(.sectionsInserted),
            sectionsUpdated: try list(.sectionsUpdated), sectionsMoved: try list(.sectionsMoved),
            itemsDeleted: try list(.itemsDeleted), itemsInserted: try list(.itemsInserted),
            itemsUpdated: try list(.itemsUpdated), itemsMoved: try list(.itemsMoved),
            decisions: try list(.decisions))
    }

    /// Writes a stage, leaving out empty lists.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        func list<T: Encodable>(_ values: [T], _ key: CodingKeys) throws {
            if !values.isEmpty { try container.encode(values, forKey: key) }
        }
        try list(sectionsDeleted, .sectionsDeleted)
        try list(sectionsInserted, .sectionsInserted)
        try list(sectionsUpdated, .sectionsUpdated)
        try list(sectionsMoved, .sectionsMoved)
        try list(itemsDeleted, .itemsDeleted)
        try list(itemsInserted, .itemsInserted)
        try list(itemsUpdated, .itemsUpdated)
        try list(itemsMoved, .itemsMoved)
        try list(decisions, .decisions)
    }
}
