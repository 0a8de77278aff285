/// What one stage does to the heights of one section: the old indices it removes (deletes
/// and move sources) and the new indices it fills (inserts and move targets) with their
/// heights. The rows that stay keep their order and fill the other places, copied in runs.
@usableFromInline
struct HeightEdits {
    /// A row placed by the stage, with its height now and in the environment before.
    @usableFromInline
    struct Placed {
        @usableFromInline
        var index: Int
        @usableFromInline
        var height: Double
        @usableFromInline
        var previous: Double

        @inlinable
        init(index: Int, height: Double, previous: Double) {
            self.index = index
            self.height = height
            self.previous = previous
        }
    }

    /// Old indices, ascending once sorted.
    @usableFromInline
    var removed: [Int] = []
    /// New indices with their heights, ascending once sorted.
    @usableFromInline
    var placed: [Placed] = []

    @inlinable
    init() {}

    /// Whether the stage leaves the section's heights as they are.
    @inlinable
    var isEmpty: Bool { removed.isEmpty && placed.isEmpty }

    /// Sorts both lists (a stage lists its paths in no promised order).
    @inlinable
    mutating func sort() {
        removed.sort()
        placed.sort { $0.index < $1.index }
    }

    /// The `count` heights after the stage, from `old` before it and each placed row's
    /// `value`; nil when the edits do not fit (an index repeated or out of range).
    @inlinable
    func apply(to old: [Double], count: Int, _ value: KeyPath<Placed, Double>) -> [Double]? {
        guard old.count - removed.count + placed.count == count else { return nil }
        var new: [Double] = []
        new.reserveCapacity(count)
        var source = 0
        var nextRemoved = 0
        for row in placed {
            guard row.index >= new.count, row.index < count else { return nil }
            guard copyStaying(from: old, &source, &nextRemoved, until: row.index, into: &new) else { return nil }
            new.append(row[keyPath: value])
        }
        guard copyStaying(from: old, &source, &nextRemoved, until: count, into: &new) else { return nil }
        return new
    }

    /// Appends the rows of `old` that stay, from `source` on, until `new` holds `end` rows.
    @inlinable
    func copyStaying(
        from old: [Double], _ source: inout Int, _ nextRemoved: inout Int, until end: Int, into new: inout [Double]
    ) -> Bool {
        while new.count < end {
            while nextRemoved < removed.count, removed[nextRemoved] <= source {
                guard removed[nextRemoved] == source else { return false }  // repeated or out of order
                nextRemoved += 1
                source += 1
            }
            let runEnd = min(nextRemoved < removed.count ? removed[nextRemoved] : old.count, source + end - new.count)
            guard source < runEnd else { return false }
            new.append(contentsOf: old[source..<runEnd])
            source = runEnd
        }
        return true
    }
}
