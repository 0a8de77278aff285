import BinarySearch
import ListUpdates
import StagedDiff

/// The lines of the last snapshot with the parts they were written from, so that the next
/// snapshot reuses every line whose parts have not changed.
///
/// The adapter records a snapshot after every update, and most updates leave the headline
/// and most visible rows as they were. Comparing a line's parts costs a fraction of
/// writing it: the texts of unchanged cells are the same strings as last time, which
/// compare equal at once.
struct SnapshotCache {
    /// What the headline says: the list's kind, counts, offset and viewport.
    struct Headline: Equatable {
        var listNoun: String
        var counts: [Int]
        var offset: Double
        var maximumOffset: Double
        var viewport: Double
    }

    private struct Row {
        var position: ItemPosition
        var parts: SnapshotLine
        var line: String
    }

    private var headline: (parts: Headline, line: String)?
    /// The rows of the last snapshot, in list order.
    private var previousRows: [Row] = []
    /// The rows of the snapshot being taken, in list order.
    private var rows: [Row] = []
    /// The first of `previousRows` not behind the row asked for last.
    private var cursor = 0

    /// Begins a snapshot of `rowCount` rows: the rows of the last one become those to reuse.
    mutating func begin(rowCount: Int) {
        swap(&previousRows, &rows)
        rows.removeAll(keepingCapacity: true)
        rows.reserveCapacity(rowCount)
        cursor = 0
    }

    /// The headline for `parts`, written by `write` unless the last snapshot had the same one.
    mutating func headline(for parts: Headline, write: (Headline) -> String) -> String {
        if let headline, headline.parts == parts { return headline.line }
        let line = write(parts)
        headline = (parts, line)
        return line
    }

    /// The line of the row at `position`; rows must be asked for in list order, after `begin`.
    mutating func line(for parts: SnapshotLine, at position: ItemPosition) -> String {
        while cursor < previousRows.count, previousRows[cursor].position < position { cursor += 1 }
        let line =
            cursor < previousRows.count && previousRows[cursor].position == position
                && previousRows[cursor].parts == parts ? previousRows[cursor].line : parts.string
        rows.append(Row(position: position, parts: parts, line: line))
        return line
    }
}
