import Foundation

/// A list that can describe what it shows as text, one line per visible header and row.
/// An adapter with tracing on records these lines after every update; for a list that does
/// not adopt it, the trace lists the visible index paths with the class of their cells.
@MainActor
public protocol ListSnapshotProviding: ListView {
    /// What is on screen, first line a summary of the list, then one line per visible
    /// header and row, in list order.
    func snapshotLines() -> [String]
}
