import StagedDiff

/// Where each section lands in a batch, the way UIKit computes it: deleted and moved-from
/// sections leave, inserted and moved-to sections take their after-indices, and the others
/// fill the remaining places in their old order.
struct SectionMapping {
    /// For each section after the batch, the section it was before, or nil when inserted.
    var origin: [Int?]
    /// For each section before the batch, where it is after, or nil when deleted.
    var destination: [Int?]

    /// Nil when the section operations do not fit the counts (the rule checker reports why).
    init?(beforeCount: Int, afterCount: Int, stage: Changeset<some Collection>) {
        origin = Array(repeating: nil, count: afterCount)
        destination = Array(repeating: nil, count: beforeCount)
        let deleted = Set(stage.sectionDeleted)
        let movedFrom = Set(stage.sectionMoved.map(\.source))
        var taken = Set(stage.sectionInserted)
        for move in stage.sectionMoved {
            guard origin.indices.contains(move.target), destination.indices.contains(move.source) else { return nil }
            origin[move.target] = move.source
            destination[move.source] = move.target
            taken.insert(move.target)
        }
        var staying = (0..<beforeCount).filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for after in 0..<afterCount where !taken.contains(after) {
            guard let before = staying.next() else { return nil }
            origin[after] = before
            destination[before] = after
        }
        if staying.next() != nil { return nil }
    }
}
