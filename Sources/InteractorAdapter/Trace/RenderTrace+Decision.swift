import StagedDiff
import ReactiveCore
import ListUpdates

extension RenderTrace {
    /// What the adapter did with one updated item or header, and why.
    public struct Decision: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The three outcomes of the render-in-place-or-reload table.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// The visible cell rendered the new state in place, animated.
            case renderedInPlace
            /// The row (or the section, for a header) was reloaded in the batch.
            case reloaded
            /// Not visible: nothing now; the cell is configured with the latest state when it appears.
            case deferred
        }

        /// `section-item` for an item (`0-3`), `header section` for a header (`header 2`),
        /// as an index path before the stage.
        public var target: String
        /// The item's (or section model's) `differenceIdentifier`, printed.
        public var identifier: String
        /// The name of the new view state's type.
        public var viewStateType: String
        /// What was done.
        public var decision: Kind
        /// Why, e.g. `renderer cannot animate`, `cell type changed from A to B`, `not visible`.
        public var reason: String

        /// Creates a decision record.
        public init(target: String, identifier: String, viewStateType: String, decision: Kind, reason: String) {
            self.target = target
            self.identifier = identifier
            self.viewStateType = viewStateType
            self.decision = decision
            self.reason = reason
        }

        /// `0-3 t2 TodoEntryViewState: renderedInPlace (animated renderer, same cell type)`.
        public var description: String {
            "\(target) \(identifier) \(viewStateType): \(decision.rawValue) (\(reason))"
        }
    }
}
