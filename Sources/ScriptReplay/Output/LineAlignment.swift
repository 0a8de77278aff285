/// Aligns two lists of lines with the fewest removed and added lines (Myers' O(ND)
/// algorithm), after setting aside the lines both start and end with, so that a long golden
/// with a few changed lines costs time linear in its length.
///
/// Memory is the two lists plus a trace of the search, which grows with the square of the
/// number of changed lines; the search stops (returning nil) past `maximumChanges` changed
/// lines or `maximumWork` steps, and the caller reports the texts as too different to align.
enum LineAlignment {
    /// How a line of either list takes part in the alignment.
    enum Step: Equatable {
        /// The next line of both lists.
        case same
        /// The next line of the first list only.
        case removed
        /// The next line of the second list only.
        case added
    }

    /// The most changed lines (removed plus added) the search looks for.
    static let maximumChanges = 2000
    /// The most steps (diagonals tried and lines compared) the search takes.
    static let maximumWork = 50_000_000

    /// What a search cost: its steps (diagonals tried and lines compared) and the entries
    /// its trace held, so that tests can keep both bounded.
    struct Cost: Equatable {
        var work = 0
        var traceEntries = 0
    }

    /// The steps from `old` to `new`, removals before additions in each changed run; nil
    /// when they differ in more than `maximumChanges` lines or the search would take more
    /// than `maximumWork` steps.
    /// - Complexity: O((N + M) · D) time and O(N + M + D²) memory, D ≤ `maximumChanges`.
    static func steps<Line: Hashable>(
        _ old: [Line], _ new: [Line], maximumChanges: Int = maximumChanges, maximumWork: Int = maximumWork
    ) -> [Step]? {
        var cost = Cost()
        return steps(old, new, maximumChanges: maximumChanges, maximumWork: maximumWork, cost: &cost)
    }

    /// `steps(_:_:maximumChanges:maximumWork:)`, adding what the search cost to `cost`.
    static func steps<Line: Hashable>(
        _ old: [Line], _ new: [Line], maximumChanges: Int = maximumChanges, maximumWork: Int = maximumWork,
        cost: inout Cost
    ) -> [Step]? {
        let (prefix, suffix) = commonEnds(old, new)
        let (a, b) = interned(old[prefix..<(old.count - suffix)], new[prefix..<(new.count - suffix)])
        guard var middle = search(a, b, maximumChanges: maximumChanges, maximumWork: maximumWork, cost: &cost) else {
            return nil
        }
        removalsFirst(&middle)
        return Array(repeating: .same, count: prefix) + middle + Array(repeating: .same, count: suffix)
    }

    /// The steps that keep the lines both lists start and end with and replace everything
    /// between: what is shown of two texts too different to align.
    static func replacingMiddle<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Step] {
        let (prefix, suffix) = commonEnds(old, new)
        return Array(repeating: .same, count: prefix) + Array(repeating: .removed, count: old.count - prefix - suffix)
            + Array(repeating: .added, count: new.count - prefix - suffix) + Array(repeating: .same, count: suffix)
    }

    /// How many lines both lists start with, and how many of the rest they end with.
    static func commonEnds<Line: Equatable>(_ old: [Line], _ new: [Line]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        return (prefix, suffix)
    }

    // MARK: Private

    /// Both lists as numbers (equal lines, equal numbers), so that comparing is cheap.
    private static func interned<Line: Hashable>(_ a: ArraySlice<Line>, _ b: ArraySlice<Line>) -> ([Int], [Int]) {
        var numbers: [Line: Int] = [:]
        func number(_ line: Line) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        return (a.map(number), b.map(number))
    }

    /// The furthest `x` reachable on diagonal `k` with `d` changes, from the furthest points
    /// of `d - 1` changes (`previous(k)`, -1 where unreachable), and the diagonal it came
    /// from; nil when no move stays inside the lists.
    private static func reach(
        _ k: Int, _ d: Int, n: Int, m: Int, previous: (Int) -> Int
    ) -> (x: Int, from: Int)? {
        if d == 0 { return (0, 0) }
        let below = previous(k + 1)  // an added line: x stays, y grows
        let left = previous(k - 1)  // a removed line: x grows
        let down = below >= 0 && below - k <= m ? below : -1
        let right = left >= 0 && left + 1 <= n ? left + 1 : -1
        if down < 0, right < 0 { return nil }
        return down >= right ? (down, k + 1) : (right, k - 1)
    }

    private static func search(
        _ a: [Int], _ b: [Int], maximumChanges: Int, maximumWork: Int, cost: inout Cost
    ) -> [Step]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumChanges)
        let offset = limit + 1
        var v = [Int](repeating: -1, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var work = 0
        defer {
            cost.work += work
            cost.traceEntries += trace.reduce(0) { $0 + $1.count }
        }
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                guard k >= -m, k <= n, var x = reach(k, d, n: n, m: m, previous: { v[offset + $0] })?.x else {
                    v[offset + k] = -1
                    continue
                }
                var y = x - k
                let start = x
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                work += 1 + x - start
                v[offset + k] = x
                if x >= n, y >= m {
                    trace.append(Array(v[(offset - d)...(offset + d)]))
                    return backtrack(trace, n: n, m: m)
                }
            }
            trace.append(Array(v[(offset - d)...(offset + d)]))
            if work > maximumWork { return nil }
        }
        return nil
    }

    /// The steps of the path the search found, read back from its trace.
    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Step] {
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let previous = trace[d - 1]
            let k = x - y
            func value(_ diagonal: Int) -> Int {
                let index = diagonal + d - 1
                return previous.indices.contains(index) ? previous[index] : -1
            }
            guard let (_, from) = reach(k, d, n: n, m: m, previous: value) else { break }
            let startX = from == k + 1 ? value(from) : value(from) + 1
            let startY = startX - k
            while x > startX, y > startY {
                steps.append(.same)
                x -= 1
                y -= 1
            }
            steps.append(from == k + 1 ? .added : .removed)
            x = value(from)
            y = x - from
        }
        while x > 0, y > 0 {
            steps.append(.same)
            x -= 1
            y -= 1
        }
        return steps.reversed()
    }

    /// In each run of changed lines, the removed ones before the added ones, so that a
    /// changed line reads as `-` old then `+` new.
    private static func removalsFirst(_ steps: inout [Step]) {
        var start = 0
        while start < steps.count {
            guard steps[start] != .same else {
                start += 1
                continue
            }
            var end = start
            while end < steps.count, steps[end] != .same { end += 1 }
            let removed = steps[start..<end].filter { $0 == .removed }.count
            for index in start..<end { steps[index] = index - start < removed ? .removed : .added }
            start = end
        }
    }
}
