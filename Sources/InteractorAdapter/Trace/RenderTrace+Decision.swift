import Foundation
import ListUpdates

extension RenderTrace {
    /// What the adapter did with one updated item, header or footer, and why.
    public struct Decision: Sendable, Hashable, CustomStringConvertible {
        /// The three outcomes of the render-in-place-or-reload table.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// The visible cell rendered the new state in place, animated.
            case renderedInPlace
            /// The row (or the section, for a header) was reloaded in the batch.
            case reloaded
            /// Not visible: nothing now; the cell is configured with the latest state when it appears.
            case deferred
        }

        /// What a decision is about, as an index path before the stage.
        public enum Target: Sendable, Hashable, CustomStringConvertible {
            /// An item; prints as `section-item` (`0-3`).
            case item(IndexPath)
            /// A section's header; prints as `header section` (`header 2`).
            case header(section: Int)
            /// A section's footer; prints as `footer section` (`footer 2`).
            case footer(section: Int)

            /// `0-3`, `header 2` or `footer 2`.
            public var description: String {
                switch self {
                case .item(let indexPath): return TracePathText.path(indexPath)
                case .header(let section): return "header " + String(section)
                case .footer(let section): return "footer " + String(section)
                }
            }

            /// Reads the text `description` writes.
            init?(text: String) {
                if text.hasPrefix("header "), let section = Int(text.dropFirst("header ".count)) {
                    self = .header(section: section)
                } else if text.hasPrefix("footer "), let section = Int(text.dropFirst("footer ".count)) {
                    self = .footer(section: section)
                } else if let indexPath = TracePathText.indexPath(text) {
                    self = .item(indexPath)
                } else {
                    return nil
                }
            }
        }

        /// Why the table decided as it did; `description` is the text the trace prints.
        public enum Reason: Sendable, Hashable, CustomStringConvertible, CaseIterable {
            /// Off screen: configured from the new data when it appears.
            case notVisible
            /// Its section is reloaded in the same batch.
            case sectionReloaded
            /// The stage also inserts, deletes or moves, so the cell's index path may not
            /// point at the new content yet.
            case stageChangesStructure
            /// The new view state's type has no registered cell (or header, or footer).
            case noCellRegistered
            /// The view state now needs another cell class than the one on screen.
            case cellTypeChanged(from: String, to: String)
            /// The registered cell is a plain `RenderableCell`.
            case rendererCannotAnimate
            /// The cell on screen is of the registered animated type and rendered in place.
            case animatedRendererSameCellType
            /// The animated renderer answered `.needsToReload`.
            case rendererAskedToReload
            /// Rendered in place as `animatedRendererSameCellType`, and its height changed:
            /// the row was resized in the same batch, without a reload.
            case resizedInPlace

            /// Every case without a payload (for reading the text back).
            public static var allCases: [Reason] {
                [
                    .notVisible, .sectionReloaded, .stageChangesStructure, .noCellRegistered,
                    .rendererCannotAnimate, .animatedRendererSameCellType, .rendererAskedToReload, .resizedInPlace,
                ]
            }

            /// The reason as the trace prints it, e.g. `renderer cannot animate`.
            public var description: String {
                switch self {
                case .notVisible: return "not visible"
                case .sectionReloaded: return "its section is reloaded"
                case .stageChangesStructure: return "the stage also inserts, deletes or moves"
                case .noCellRegistered: return "no cell registered"
                case .cellTypeChanged(let old, let new): return "cell type changed from \(old) to \(new)"
                case .rendererCannotAnimate: return "renderer cannot animate"
                case .animatedRendererSameCellType: return "animated renderer, same cell type"
                case .rendererAskedToReload: return "renderer asked to reload"
                case .resizedInPlace: return "animated renderer, same cell type, resized in place"
                }
            }

            /// Reads the text `description` writes.
            init?(text: String) {
                if let reason = Self.allCases.first(where: { $0.description == text }) {
                    self = reason
                    return
                }
                let prefix = "cell type changed from "
                guard text.hasPrefix(prefix), let separator = text.range(of: " to ") else { return nil }
                self = .cellTypeChanged(
                    from: String(text[text.index(text.startIndex, offsetBy: prefix.count)..<separator.lowerBound]),
                    to: String(text[separator.upperBound...]))
            }
        }

        /// The item, header or footer decided, at its index path (or section) before the stage.
        public var target: Target
        /// The item's (or section model's) `differenceIdentifier`, printed.
        public var identifier: String
        /// The name of the new view state's type.
        public var viewStateType: String
        /// What was done: rendered in place, reloaded or deferred.
        public var kind: Kind
        /// What was done.
        @available(*, deprecated, renamed: "kind")
        public var decision: Kind {
            get { kind }
            set { kind = newValue }
        }
        /// Why.
        public var reason: Reason
        /// The provider the item belongs to, on a `ComposedListAdapter` (its path, e.g.
        /// `posts/p1/actions`); nil on a `ListAdapter`.
        public var provider: String?

        /// Creates a decision record.
        public init(
            target: Target, identifier: String, viewStateType: String, decision: Kind, reason: Reason,
            provider: String? = nil
        ) {
            self.target = target
            self.identifier = identifier
            self.viewStateType = viewStateType
            self.kind = decision
            self.reason = reason
            self.provider = provider
        }

        /// `0-3 t2 TodoEntryViewState: renderedInPlace (animated renderer, same cell type)`.
        public var description: String {
            "\(target) \(identifier) \(viewStateType): \(kind.rawValue) (\(reason))"
        }
    }
}

extension RenderTrace.Decision: Codable {
    private enum CodingKeys: String, CodingKey {
        case target, identifier, viewStateType, decision, reason, provider
    }

    /// Reads a decision as `encode(to:)` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let targetText = try container.decode(String.self, forKey: .target)
        guard let target = Target(text: targetText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .target, in: container, debugDescription: "not a decision target: \(targetText)")
        }
        let reasonText = try container.decode(String.self, forKey: .reason)
        guard let reason = Reason(text: reasonText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .reason, in: container, debugDescription: "not a decision reason: \(reasonText)")
        }
        self.init(
            target: target, identifier: try container.decode(String.self, forKey: .identifier),
            viewStateType: try container.decode(String.self, forKey: .viewStateType),
            decision: try container.decode(Kind.self, forKey: .decision), reason: reason,
            provider: try container.decodeIfPresent(String.self, forKey: .provider))
    }

    /// Writes the target and the reason as the text the trace prints; no provider, no key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(target.description, forKey: .target)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(viewStateType, forKey: .viewStateType)
        try container.encode(kind, forKey: .decision)
        try container.encode(reason.description, forKey: .reason)
        try container.encodeIfPresent(provider, forKey: .provider)
    }
}
