extension Layout {
    /// Every node's path of child indexes from the root, in `frames`' order (the root's is
    /// `[]`): what ``path(ofNodeAt:)`` gives for each node, in one pass over the tree.
    ///
    /// - Complexity: O(n × d) for n nodes at most d deep; asking ``path(ofNodeAt:)`` for every
    ///   node scans the earlier siblings of each and is quadratic on a wide tree.
    public func paths() -> [[Int]] {
        var paths: [[Int]] = []
        paths.reserveCapacity(parents.count)
        // How many children of each node were seen so far: the next child's index.
        var childCounts = [Int](repeating: 0, count: parents.count)
        for parent in parents {
            guard parent >= 0 else {
                paths.append([])
                continue
            }
            var path = paths[parent]
            path.append(childCounts[parent])
            childCounts[parent] += 1
            paths.append(path)
        }
        return paths
    }
}
