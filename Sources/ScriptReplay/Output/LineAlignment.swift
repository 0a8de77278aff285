/// Aligns two lists of lines with the fewest removed and added lines (Myers' O(ND)
/// algorithm in its linear-space form, `MiddleSnakeSearch`), after setting aside the lines
/// both start and end with, so that a long golden with a few changed lines costs time linear
/// in its length.
///
/// Memory is linear in the lists' length; the search stops (returning nil) past
/// `maximumWork` steps, and the caller reports the texts as too different to align.
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

    /// The most steps (diagonals tried and lines compared) the search takes.
    static let maximumWork = 50_000_000

    /// What a search cost: its steps (diagonals tried and lines compared) and the most
    /// entries its arrays held at once, so that tests can keep both bounded.
    struct Cost: Equatable {
        var work = 0
        var largestSearch = 0
    }

    /// The steps from `old` to `new`, removals before additions in each changed run; nil
    /// when the search would take more than `maximumWork` steps.
    /// - Complexity: O((N + M) · D) time, D the number of changed lines, and O(N + M) memory.
    static func steps<Line: Hashable>(_ old: [Line], _ new: [Line], maximumWork: Int = maximumWork) -> [Step]? {
        var cost = Cost()
        return steps(old, new, maximumWork: maximumWork, cost: &cost)
    }

    /// `steps(_:_:maximumWork:)`, adding what the search cost to `cost`.
    static func steps<Line: Hashable>(
        _ old: [Line], _ new: [Line], maximumWork: Int = maximumWork, cost: inout Cost
    ) -> [Step]? {
        let (prefix, suffix) = commonEnds(old, new)
        let (a, b) = interned(old[prefix..<(old.count - suffix)], new[prefix..<(new.count - suffix)])
        var search = MiddleSnakeSearch(a, b, maximumWork: maximumWork)
        let finished = search.align(0, a.count, 0, b.count)
        cost.work += search.work
        cost.largestSearch = max(cost.largestSearch, search.largestSearch)
        guard finished else { return nil }
        var middle = search.steps
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
