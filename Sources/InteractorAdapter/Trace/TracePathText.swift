import Foundation
import ListUpdates
import StagedDiff

/// How the trace prints positions (`section-item`, `from>to`) and identifiers, and reads
/// them back from JSON. Built by concatenation, which for such short strings stays in the
/// string's inline storage.
@usableFromInline
enum TracePathText {
    /// `0-3`.
    static func path(_ indexPath: IndexPath) -> String {
        String(indexPath.section) + "-" + String(indexPath.item)
    }

    /// `0-1>0-4`.
    static func move(_ move: BatchUpdate.Move<IndexPath>) -> String {
        path(move.from) + ">" + path(move.to)
    }

    /// `2>0`.
    static func move(_ move: BatchUpdate.Move<Int>) -> String {
        String(move.from) + ">" + String(move.to)
    }

    /// The index path `path(_:)` printed, or nil.
    static func indexPath(_ text: some StringProtocol) -> IndexPath? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]) else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// The item move `move(_:)` printed, or nil.
    static func itemMove(_ text: String) -> BatchUpdate.Move<IndexPath>? {
        let parts = text.split(separator: ">", omittingEmptySubsequences: false)
        guard parts.count == 2, let from = indexPath(parts[0]), let to = indexPath(parts[1]) else { return nil }
        return BatchUpdate.Move(from: from, to: to)
    }

    /// The section move `move(_:)` printed, or nil.
    static func sectionMove(_ text: String) -> BatchUpdate.Move<Int>? {
        let parts = text.split(separator: ">", omittingEmptySubsequences: false)
        guard parts.count == 2, let from = Int(parts[0]), let to = Int(parts[1]) else { return nil }
        return BatchUpdate.Move(from: from, to: to)
    }

    /// An item's identifier as printed: strings and integers directly (the common cases, and
    /// far cheaper than `String(describing:)`), anything else as `String(describing:)`.
    @inlinable
    static func identifier(_ identifier: some Hashable) -> String {
        if let text = identifier as? String { return text }
        if let number = identifier as? Int { return String(number) }
        return String(describing: identifier)
    }
}
