import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

/// An ordered record of everything an adapter applied: one entry per applied emission (with
/// the emissions coalesced away before it), each stage's operations, each updated item's
/// decision and why, fallbacks, rejected batches, unregistered view-state types, and what
/// is visible afterwards.
///
/// It prints as stable text (`description`, no addresses, no timing) for replay output and
/// golden files, and encodes as JSON (`jsonString()`) of this shape:
///
/// ```json
/// {"entries": [{
///   "kind": "update", "emission": 3, "coalescedEmissions": 1, "method": "batches",
///   "stages": [{"index": 0, "itemsUpdated": ["0-1"],
///               "decisions": [{"target": "0-1", "identifier": "t2", "viewStateType": "TodoEntryViewState",
///                              "decision": "renderedInPlace", "reason": "animated renderer, same cell type"}]}],
///   "unregisteredTypes": [], "visible": ["table view: 1 section [2], offset 0 of 0, viewport 600", "row 0-0: Milk"]
/// }]}
/// ```
/// Empty operation lists and absent fields (`reason`, `rejectedBatch`) are left out.
public struct RenderTrace: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The entries, oldest first.
    public var entries: [Entry]

    /// Creates a trace holding `entries`.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Every entry as readable text, one block per entry.
    public var description: String {
        entries.map(\.description).joined()
    }

    /// The trace as JSON, keys sorted so that equal traces give equal text.
    public func jsonString(prettyPrinted: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        // Encoding plain strings, numbers and arrays cannot fail.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
