import StagedDiff
import ReactiveCore
import ListUpdates

/// How the trace prints positions (`section-item`, `from>to`) and identifiers. Built by concatenation,
/// which for such short strings stays in the string's inline storage (interpolation reserves
/// a heap buffer first): the trace is on every update's path.
@usableFromInline
enum TracePathText {
    /// `0-3`.
    @usableFromInline
    static func path(section: Int, item: Int) -> String {
        String(section) + "-" + String(item)
    }

    /// `0-1>0-4`.
    @usableFromInline
    static func move(from source: ElementPath, to target: ElementPath) -> String {
        path(section: source.section, item: source.element) + ">" + path(section: target.section, item: target.element)
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
