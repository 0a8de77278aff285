import Foundation
import StagedDiff

/// The steps that turn a group's shown children into its new ones, one child at a time, so
/// that each step is one batch about one child: first the children that go, then, in the
/// new order, the children that come and those that move. Children that keep their order
/// (the longest such run, found by the flat differ) do not move.
///
/// ```swift
/// ChildrenChange.steps(from: ["a", "b", "c"], to: ["c", "a", "d"])
/// // [.delete(1), .move(from: 1, to: 0), .insert(2, at: 2)]
/// ```
enum ChildrenChange {
    /// One step; indexes are those of the children list as it stands when the step runs.
    enum Step: Equatable {
        /// The child at this index goes.
        case delete(Int)
        /// The new child at `newIndex` (of the new children) comes at `at`.
        case insert(newIndex: Int, at: Int)
        /// The child at `from` goes to `to` (an index once it is taken out).
        case move(from: Int, to: Int)
    }

    /// The steps from `shown` to `new`; each key occurs once in each list.
    static func steps<Key: Hashable>(from shown: [Key], to new: [Key]) -> [Step] {
        var steps: [Step] = []
        let newIndex = Dictionary(
            new.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var current = shown
        for index in current.indices.reversed() where newIndex[current[index]] == nil {
            steps.append(.delete(index))
            current.remove(at: index)
        }
        // The kept children, by their new index: those outside a longest increasing run move.
        let order = current.map { newIndex[$0] ?? 0 }
        let moved = Set(
            StagedChangeset(source: order, target: order.sorted()).flatMap { stage in
                stage.elementMoved.map { order[$0.source.element] }
            })
        for (index, key) in new.enumerated() {
            let from = current.firstIndex(of: key)
            if from != nil, !moved.contains(index) { continue }
            if let from { current.remove(at: from) }
            // Right after the child that comes before it in the new order, which is placed already.
            let at = index == 0 ? 0 : (current.firstIndex(of: new[index - 1]).map { $0 + 1 } ?? 0)
            current.insert(key, at: at)
            steps.append(from.map { .move(from: $0, to: at) } ?? .insert(newIndex: index, at: at))
        }
        return steps
    }
}
