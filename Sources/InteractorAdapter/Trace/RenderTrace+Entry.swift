import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

extension RenderTrace {
    /// One thing the adapter did.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// What kind of thing happened.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// An emission was applied (by batches, by a reload, or found equal to the screen).
            case update
            /// An emission's background diff was dropped because a newer emission or a change
            /// of what is on screen superseded it.
            case droppedDiff
            /// Cells without a registration appeared outside an update (e.g. while scrolling).
            case missingCell
            /// Heights measured after their emission was applied at estimates landed; the
            /// rows were resized, the first visible row kept where it was on screen.
            case lateSizes
            /// The sizing environment changed (a width, a text size, an epoch): rows were
            /// sized again, those near the screen measured, the others estimated for now.
            case environmentChanged
        }

        /// How an update reached the screen.
        public enum Method: String, Sendable, Hashable, Codable {
            /// One batch update per stage.
            case batches
            /// The data was set and the list reloaded (fallback, first data, or recovery).
            case reloadData
            /// The emission equals what is on screen: nothing to do (with the reason
            /// `alreadyShown` when the user's drag put it there).
            case none
        }

        /// Why an update was applied by `reloadData()` instead of batches, why a background
        /// diff was dropped, or how the user's drags shaped an update; `description` is the
        /// text the trace prints.
        public enum Reason: Sendable, Hashable, CustomStringConvertible {
            /// The adapter's first state: there was nothing on screen to animate from.
            case firstData
            /// The list is not in a window: batch updates would be pointless.
            case notInWindow
            /// The update has more changes than the adapter's `fallbackThreshold`.
            case overThreshold(changes: Int, threshold: Int)
            /// The list rejected a batch (only possible with a `Differentiable` that breaks
            /// its own rules); the adapter recovered with `reloadData()`.
            case batchRejected
            /// What is on screen changed while the diff ran in the background.
            case screenChangedWhileDiffing
            /// A newer emission arrived while the diff ran in the background.
            case superseded(byEmission: Int)
            /// The emission equals what is on screen because the user dragged its items there
            /// (these moves, in order): the list moved them already, so nothing is animated again.
            case alreadyShown(userMoves: [BatchUpdate.Move<IndexPath>])
            /// The batches animate from what is on screen after the user dragged items (these
            /// moves, in order), to an emission that does not agree with them.
            case afterUserMoves([BatchUpdate.Move<IndexPath>])

            /// The reason as the trace prints it, e.g. `12 changes > threshold 10`.
            public var description: String {
                switch self {
                case .firstData: return "first data"
                case .notInWindow: return "not in a window"
                case .overThreshold(let changes, let threshold): return "\(changes) changes > threshold \(threshold)"
                case .batchRejected: return "batch rejected; recovered with reloadData"
                case .screenChangedWhileDiffing: return "the screen changed while diffing"
                case .superseded(let emission): return "superseded by emission \(emission)"
                case .alreadyShown(let moves): return Self.alreadyShownPrefix + Self.text(of: moves)
                case .afterUserMoves(let moves): return Self.afterUserMovesPrefix + Self.text(of: moves)
                }
            }

            private static let alreadyShownPrefix = "already shown: the user moved "
            private static let afterUserMovesPrefix = "after the user moved "

            private static func text(of moves: [BatchUpdate.Move<IndexPath>]) -> String {
                moves.map(TracePathText.move).joined(separator: ", ")
            }

            /// The moves `text(of:)` printed, or nil.
            private static func moves(_ text: Substring) -> [BatchUpdate.Move<IndexPath>]? {
                var moves: [BatchUpdate.Move<IndexPath>] = []
                // Split at ", " (splitting at a string separator needs iOS 16).
                for (index, part) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
                    guard index == 0 || part.first == " " else { return nil }
                    guard let move = TracePathText.itemMove(String(index == 0 ? part : part.dropFirst())) else {
                        return nil
                    }
                    moves.append(move)
                }
                return moves.isEmpty ? nil : moves
            }

            /// Reads the text `description` writes.
            init?(text: String) {
                let plain: [Reason] = [.firstData, .notInWindow, .batchRejected, .screenChangedWhileDiffing]
                if let reason = plain.first(where: { $0.description == text }) {
                    self = reason
                } else if text.hasPrefix(Self.alreadyShownPrefix) {
                    guard let moves = Self.moves(text.dropFirst(Self.alreadyShownPrefix.count)) else { return nil }
                    self = .alreadyShown(userMoves: moves)
                } else if text.hasPrefix(Self.afterUserMovesPrefix) {
                    guard let moves = Self.moves(text.dropFirst(Self.afterUserMovesPrefix.count)) else { return nil }
                    self = .afterUserMoves(moves)
                } else if text.hasPrefix("superseded by emission "),
                    let emission = Int(text.dropFirst("superseded by emission ".count))
                {
                    self = .superseded(byEmission: emission)
                } else {
                    let words = text.split(separator: " ")
                    guard words.count == 5, words[1] == "changes", words[2] == ">", words[3] == "threshold",
                        let changes = Int(words[0]), let threshold = Int(words[4])
                    else { return nil }
                    self = .overThreshold(changes: changes, threshold: threshold)
                }
            }
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
        public var reason: Reason?
        /// The stages applied, in order.
        public var stages: [Stage]
        /// The message of a batch the list rejected (the update was then recovered by a reload).
        public var rejectedBatch: String?
        /// The view-state types, sorted, for which a placeholder cell was shown.
        public var unregisteredTypes: [String]
        /// What is on screen afterwards, one line per line of the list's snapshot.
        public var visible: [String]
        /// On a `ComposedListAdapter`, the provider (or group of providers) whose emission
        /// this is, by its path (e.g. `posts/p1/actions`); `emission` then counts that
        /// provider's emissions. Nil on a `ListAdapter`, and for the composed adapter's own
        /// list of providers.
        public var provider: String?
        /// What sizing rows cost in this update (size-cache hits, measurements, estimates,
        /// corrections, rows resized in place); nil when no registration sizes its rows.
        public var sizing: SizingCounters?

        /// Creates an entry; most fields default to empty.
        public init(
            kind: Kind, emission: Int, coalescedEmissions: Int = 0, method: Method? = nil,
            reason: Reason? = nil, stages: [Stage] = [], rejectedBatch: String? = nil,
            unregisteredTypes: [String] = [], visible: [String] = [], provider: String? = nil,
            sizing: SizingCounters? = nil
        ) {
            self.sizing = sizing
            self.kind = kind
            self.emission = emission
            self.coalescedEmissions = coalescedEmissions
            self.method = method
            self.reason = reason
            self.stages = stages
            self.rejectedBatch = rejectedBatch
            self.unregisteredTypes = unregisteredTypes
            self.visible = visible
            self.provider = provider
        }
    }
}

extension RenderTrace.Entry: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, emission, coalescedEmissions, method, reason, stages, rejectedBatch, unregisteredTypes, visible
        case provider, sizing
    }

    /// Reads an entry as `encode(to:)` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var reason: Reason?
        if let text = try container.decodeIfPresent(String.self, forKey: .reason) {
            guard let read = Reason(text: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .reason, in: container, debugDescription: "not a trace reason: \(text)")
            }
            reason = read
        }
        self.init(
            kind: try container.decode(Kind.self, forKey: .kind),
            emission: try container.decode(Int.self, forKey: .emission),
            coalescedEmissions: try container.decode(Int.self, forKey: .coalescedEmissions),
            method: try container.decodeIfPresent(Method.self, forKey: .method), reason: reason,
            stages: try container.decode([RenderTrace.Stage].self, forKey: .stages),
            rejectedBatch: try container.decodeIfPresent(String.self, forKey: .rejectedBatch),
            unregisteredTypes: try container.decode([String].self, forKey: .unregisteredTypes),
            visible: try container.decode([String].self, forKey: .visible),
            provider: try container.decodeIfPresent(String.self, forKey: .provider),
            sizing: try container.decodeIfPresent(SizingCounters.self, forKey: .sizing))
    }

    /// Writes the entry with its reason as the text the trace prints; absent values are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(emission, forKey: .emission)
        try container.encode(coalescedEmissions, forKey: .coalescedEmissions)
        try container.encodeIfPresent(method, forKey: .method)
        try container.encodeIfPresent(reason?.description, forKey: .reason)
        try container.encode(stages, forKey: .stages)
        try container.encodeIfPresent(rejectedBatch, forKey: .rejectedBatch)
        try container.encode(unregisteredTypes, forKey: .unregisteredTypes)
        try container.encode(visible, forKey: .visible)
        try container.encodeIfPresent(provider, forKey: .provider)
        try container.encodeIfPresent(sizing, forKey: .sizing)
    }
}
