/// The heights of one section's rows with their running sums (a Fenwick tree): the top of a
/// row, the row at an offset and a change of one height each cost O(log n), and building it
/// from n heights costs O(n).
///
/// Heights are expected to be 0 or more (the layout clamps them first); the searches rely on
/// the running sums never decreasing.
struct RowHeightTree {
    // MARK: Lifecycle

    /// Builds the sums of `heights` in one pass.
    init(_ heights: [Double]) {
        self.heights = heights
        let count = heights.count
        var tree = [Double](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
            buffer[0] = 0
            for index in 0..<count { buffer[index + 1] = heights[index] }
            initialized = count + 1
        }
        for index in 1...max(1, count) where index <= count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
        }
        self.tree = tree
        var step = 1
        while step * 2 <= count { step *= 2 }
        highestStep = count == 0 ? 0 : step
        total = heights.reduce(0, +)
    }

    // MARK: Internal

    /// Each row's height, in order.
    private(set) var heights: [Double]
    /// The sum of every height.
    private(set) var total: Double

    /// The number of rows.
    var count: Int { heights.count }

    /// The sum of the first `rows` heights: where row `rows` starts, from the section's first row.
    func prefix(_ rows: Int) -> Double {
        var sum = 0.0
        var index = rows
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum
    }

    /// Replaces the height of row `index` and returns by how much the total changed.
    @discardableResult
    mutating func setHeight(_ height: Double, at index: Int) -> Double {
        let delta = height - heights[index]
        guard delta != 0 else { return 0 }
        heights[index] = height
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
        total += delta
        return delta
    }

    /// The number of leading rows whose sum is at most `offset` (or below it, when `strictly`):
    /// the row that contains `offset` when the sums are taken as row bottoms. O(log n).
    func rowCount(withSumUpTo offset: Double, strictly: Bool) -> Int {
        var position = 0
        var remaining = offset
        var step = highestStep
        while step > 0 {
            let next = position + step
            if next < tree.count, strictly ? tree[next] < remaining : tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step >>= 1
        }
        return position
    }

    // MARK: Private

    /// Index 1...count: the sum of the heights of the rows `index - lowbit(index) ..< index`.
    private var tree: [Double]
    /// The largest power of two not above `count` (0 for no rows): where a search starts.
    private let highestStep: Int
}
