/// The heights of one section's rows with their running sums (a Fenwick tree): the top of a
/// row, the row at an offset and a change of one height each cost O(log n), and building it
/// from n heights costs O(n).
///
/// Negative and NaN heights count as 0 (the searches rely on the running sums never
/// decreasing).
struct RowHeightTree {
    // MARK: Lifecycle

    /// Builds the sums of `heights` (clamped to 0 or more) in one pass.
    init(_ heights: [Double]) {
        let count = heights.count
        var total = 0.0
        var allValid = true
        // Each node adds itself to its parent once: the running sums in one pass over the
        // rows, on raw buffers (a bounds check per access cost as much as the sums).
        let tree = [Double](unsafeUninitializedCapacity: count + 1) { tree, initialized in
            heights.withUnsafeBufferPointer { rows in
                tree[0] = 0
                for index in 0..<count {
                    let height = rows[index]
                    let valid = height >= 0
                    allValid = allValid && valid
                    tree[index + 1] = valid ? height : 0
                    total += valid ? height : 0
                }
                var index = 1
                while index <= count {
                    let parent = index + (index & -index)
                    if parent <= count { tree[parent] += tree[index] }
                    index += 1
                }
            }
            initialized = count + 1
        }
        self.tree = tree
        // Kept as given unless one needed clamping (rare): then a clamped copy.
        self.heights = allValid ? heights : heights.map { $0 >= 0 ? $0 : 0 }
        var step = 1
        while step * 2 <= count { step *= 2 }
        highestStep = count == 0 ? 0 : step
        self.total = total
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
