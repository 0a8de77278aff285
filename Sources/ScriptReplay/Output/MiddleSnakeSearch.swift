/// Myers' linear-space search, as `LineAlignment` runs it: the lines both ranges start and
/// end with are kept, then the middle snake of the rest (the stretch of equal lines half-way
/// along a shortest path, found by searching from both ends at once) splits it in two, each
/// aligned the same way. Memory is two arrays of the ranges' length at a time; the search
/// gives up once it has taken `maximumWork` steps.
struct MiddleSnakeSearch {
    // MARK: Lifecycle

    /// A search of `a` against `b`, the lines as numbers (equal lines, equal numbers).
    init(_ a: [Int], _ b: [Int], maximumWork: Int) {
        self.a = a
        self.b = b
        self.maximumWork = maximumWork
    }

    // MARK: Internal

    /// The steps found so far, in order.
    private(set) var steps: [LineAlignment.Step] = []
    /// The steps taken: lines compared and diagonals tried.
    private(set) var work = 0
    /// The most entries the search's arrays held at once.
    private(set) var largestSearch = 0

    /// Appends the steps aligning `a[aLow..<aHigh]` with `b[bLow..<bHigh]`; false when the
    /// search ran out of work (the steps are then incomplete).
    mutating func align(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> Bool {
        var (aLow, aHigh, bLow, bHigh) = (aLow, aHigh, bLow, bHigh)
        var prefix = 0
        while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
            (aLow, bLow, prefix) = (aLow + 1, bLow + 1, prefix + 1)
        }
        var suffix = 0
        while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
            (aHigh, bHigh, suffix) = (aHigh - 1, bHigh - 1, suffix + 1)
        }
        work += prefix + suffix
        append(.same, prefix)
        defer { append(.same, suffix) }
        if aLow == aHigh || bLow == bHigh {
            append(.removed, aHigh - aLow)
            append(.added, bHigh - bLow)
            return true
        }
        guard let (x, y) = middleSnake(aLow, aHigh, bLow, bHigh),
            (x, y) != (aLow, bLow), (x, y) != (aHigh, bHigh)
        else { return false }
        return align(aLow, x, bLow, y) && align(x, aHigh, y, bHigh)
    }

    // MARK: Private

    private let a: [Int]
    private let b: [Int]
    private let maximumWork: Int

    private mutating func append(_ step: LineAlignment.Step, _ count: Int) {
        if count > 0 { steps += repeatElement(step, count: count) }
    }

    /// Where a shortest path from the ranges' start to their end crosses its middle: the
    /// furthest points reached from the start (`forward`, by diagonal) and from the end
    /// (`backward`, counted back) meet there. Nil when out of work.
    private mutating func middleSnake(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int)? {
        let n = aHigh - aLow
        let m = bHigh - bLow
        // Both searches meet by half the length of the longest path, rounded up.
        let maximumD = (n + m + 1) / 2
        let offset = maximumD + 1
        let length = 2 * maximumD + 4
        var forward = [Int](repeating: -1, count: length)
        var backward = [Int](repeating: -1, count: length)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        largestSearch = max(largestSearch, 2 * length)
        let delta = n - m
        let meetsGoingForward = delta % 2 != 0
        // Diagonals that ran off the grid are not tried again.
        var (forwardStart, forwardEnd, backwardStart, backwardEnd) = (0, 0, 0, 0)
        for d in 0...maximumD {
            var k = -d + forwardStart
            while k <= d - forwardEnd {
                let i = offset + k
                var x = k == -d || (k != d && forward[i - 1] < forward[i + 1]) ? forward[i + 1] : forward[i - 1] + 1
                var y = x - k
                let start = x
                while x < n, y < m, a[aLow + x] == b[bLow + y] { (x, y) = (x + 1, y + 1) }
                work += x - start
                forward[i] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if meetsGoingForward {
                    let j = offset + delta - k
                    if j >= 0, j < length, backward[j] != -1, x >= n - backward[j] { return (aLow + x, bLow + y) }
                }
                k += 2
            }
            k = -d + backwardStart
            while k <= d - backwardEnd {
                let i = offset + k
                var x = k == -d || (k != d && backward[i - 1] < backward[i + 1]) ? backward[i + 1] : backward[i - 1] + 1
                var y = x - k
                let start = x
                while x < n, y < m, a[aHigh - 1 - x] == b[bHigh - 1 - y] { (x, y) = (x + 1, y + 1) }
                work += x - start
                backward[i] = x
                if x > n {
                    backwardEnd += 2
                } else if y > m {
                    backwardStart += 2
                } else if !meetsGoingForward {
                    let j = offset + delta - k
                    if j >= 0, j < length, forward[j] != -1, forward[j] >= n - x {
                        return (aLow + forward[j], bLow + forward[j] - (j - offset))
                    }
                }
                k += 2
            }
            work += 2 * d + 2
            if work > maximumWork { return nil }
        }
        return nil
    }
}
