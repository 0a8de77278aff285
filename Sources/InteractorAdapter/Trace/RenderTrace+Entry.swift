import StagedDiff
import ReactiveCore
import ListUpdates

extension RenderTrace {
    /// One thing the adapter did.
    public struct Entry: Sendable, Hashable, Codable, CustomStringConvertible {
        /// What kind of thing happened.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// An emission was applied (by batches, by a reload, or found equal to the screen).
            case update
            /// An emission's background diff was dropped because a newer emission or a change
            /// of what is on screen superseded it.
            case droppedDiff
            /// Cells without a registration appeared outside an update (e.g. while scrolling).
            case missingCell
        }

        /// How an update reached the screen.
        public enum Method: String, Sendable, Hashable, Codable {
            /// One batch update per stage.
            case batches
            /// The data was set and the list reloaded (fallback, first data, or recovery).
            case reloadData
            /// The emission equals what is on screen: nothing to do.
            case none
        }

        /// What kind of thing happened.
        public var kind: Kind
        /// The number of the emission, counting from 1 in the order the adapter received them.
        public var emission: Int
        /// How many older emissions were never applied because this one superseded them
        /// while the list was busy (animating, or diffing in the background).
        public var coalescedEmissions: Int
        /// How the update was applied (`update` entries only).
        public var method: Method?
        /// Why the list was reloaded instead of animated, or why a diff was dropped.
        public var reason: String?
        /// The stages applied, in order.
        public var stages: [Stage]
        /// The message of a batch the list rejected (the update was then recovered by a reload).
        public var rejectedBatch: String?
        /// The view-state types, sorted, for which a placeholder cell was shown.
        public var unregisteredTypes: [String]
        /// What is on screen afterwards, one line per line of the list's snapshot.
        public var visible: [String]

        /// Creates an entry; most fields default to empty.
        public init(
            kind: Kind, emission: Int, coalescedEmissions: Int = 0, method: Method? = nil,
            reason: String? = nil, stages: [Stage] = [], rejectedBatch: String? = nil,
            unregisteredTypes: [String] = [], visible: [String] = []
        ) {
            self.kind = kind
            self.emission = emission
            self.coalescedEmissions = coalescedEmissions
            self.method = method
            self.reason = reason
            self.stages = stages
            self.rejectedBatch = rejectedBatch
            self.unregisteredTypes = unregisteredTypes
            self.visible = visible
        }
    }
}
