import LayoutSpecs
import Testing

@Suite("Layout: finding nodes and measuring rows")
struct LayoutTests {
    private let tree = node(
        { $0.flexDirection = .row },
        node({ _ in }, box(10, 10), box(10, 10)),
        box(20, 5),
        node({ _ in }, node({ _ in }, box(5, 5))))

    @Test("a node's index from its path and back, in depth-first pre-order")
    func paths() {
        let layout = tree.layout(width: 100)
        // 0 root; 1 [0]; 2 [0,0]; 3 [0,1]; 4 [1]; 5 [2]; 6 [2,0]; 7 [2,0,0]
        let paths: [[Int]] = [[], [0], [0, 0], [0, 1], [1], [2], [2, 0], [2, 0, 0]]
        for (index, path) in paths.enumerated() {
            #expect(layout.index(ofNodeAt: path) == index)
            #expect(layout.path(ofNodeAt: index) == path)
        }
        #expect(layout.paths() == paths)
        #expect(layout.index(ofNodeAt: [3]) == nil)
        #expect(layout.index(ofNodeAt: [0, 2]) == nil)
        #expect(layout.index(ofNodeAt: [1, 0]) == nil)
        #expect(layout.index(ofNodeAt: [-1]) == nil)
        #expect(layout.framesInRoot[layout.index(ofNodeAt: [2, 0, 0])!] == frame(30, 0, 5, 5))
    }

    @Test("every node's path at once, on a wide and deep tree, as path(ofNodeAt:) gives each")
    func allPaths() {
        let leaves = (0..<40).map { index in box(Double(index % 3 + 1), 2) }
        var row = LayoutStyle()
        row.flexDirection = .row
        let wide = LayoutNode(
            style: row,
            children: [LayoutNode(children: leaves), LayoutNode(children: [LayoutNode(children: leaves)])])
        let layout = wide.layout(width: 100)
        let paths = layout.paths()
        #expect(paths.count == layout.frames.count)
        #expect(paths == layout.frames.indices.map(layout.path(ofNodeAt:)))
        #expect(paths.last == [1, 0, 39])
        #expect(paths.map(layout.index(ofNodeAt:)) == Array(layout.frames.indices))
    }

    @Test("heightForWidth is the row's height at each width, kept as a function")
    func heightForWidth() {
        let text = LayoutNode.text("one two three four", font: .system(size: 16), measurer: MonospacedTextMeasurer())
        let measure = node({ $0.padding = LayoutEdges(all: 2) }, text).heightForWidth
        #expect(measure(1_000) == 24)
        // 64 points inside the padding: 8 columns, so "one two", "three", "four".
        #expect(measure(68) == 64)
        #expect(measure(68) == node({ $0.padding = LayoutEdges(all: 2) }, text).height(forWidth: 68))
    }
}

/// A tree read from a file is laid out in bounded time: one whose nested flexible containers
/// would need exponentially many measurements is refused.
@Suite("Layout: a bounded layout for trees the app did not write")
struct BoundedLayoutTests {
    /// `depth` levels of wrapping containers alternating row and column, each with a growing
    /// and shrinking child holding the next level: every level measures its subtree for
    /// several sizes, so the measurements grow exponentially with the depth.
    private func nested(depth: Int) -> LayoutNode {
        var tree = box(30, 10)
        for level in 0..<depth {
            var style = LayoutStyle()
            style.flexDirection = level.isMultiple(of: 2) ? .column : .row
            style.flexWrap = .wrap
            style.flexGrow = 1
            style.flexShrink = 1
            style.alignContent = .stretch
            var half = LayoutStyle()
            half.flexGrow = 1
            half.flexBasis = .percent(50)
            tree = LayoutNode(
                style: style, children: [tree, box(5, 5), LayoutNode(style: half, children: [box(7, 3)])])
        }
        return tree
    }

    /// The smallest limit under which `tree` is laid out (a layout that fits a limit fits every
    /// larger one).
    private func measurementsNeeded(_ tree: LayoutNode, width: Double) -> Int {
        var low = 0
        var high = 1
        while tree.layout(width: width, measurementLimit: high) == nil { high *= 2 }
        while low < high {
            let middle = (low + high) / 2
            if tree.layout(width: width, measurementLimit: middle) == nil { low = middle + 1 } else { high = middle }
        }
        return high
    }

    @Test("within its limit a bounded layout is the layout; one measurement short, it is refused")
    func sameLayoutWithinTheLimit() throws {
        let tree = node(
            { $0.flexDirection = .row },
            node({ $0.flexGrow = 1 }, box(10, 10), box(10, 20)),
            box(20, 5),
            node({ $0.flexShrink = 1 }, node({ _ in }, box(500, 5))))
        let needed = measurementsNeeded(tree, width: 100)
        #expect(needed > 0)
        #expect(needed <= 2 * tree.nodeCount, "an ordinary tree takes a few measurements a node")
        #expect(try #require(tree.layout(width: 100, measurementLimit: needed)) == tree.layout(width: 100))
        #expect(tree.layout(width: 100, measurementLimit: needed - 1) == nil)
        #expect(tree.layout(width: 100, measurementLimit: .max) == tree.layout(width: 100))
        #expect(tree.layout(width: 100, measurementLimit: -5) == nil)
    }

    @Test("nested flexible containers need measurements exponential in their depth, and are refused")
    func exponentialTreesAreRefused() {
        let shallow = measurementsNeeded(nested(depth: 8), width: 300)
        let deep = measurementsNeeded(nested(depth: 16), width: 300)
        // Twice the nodes, more than ten times the measurements (a linear count would double).
        #expect(nested(depth: 16).nodeCount < 2 * nested(depth: 8).nodeCount)
        #expect(deep > 10 * shallow)
        #expect(deep > 50 * nested(depth: 16).nodeCount)
        // A deep one is refused after at most its limit's worth of work, instead of running for hours.
        #expect(nested(depth: 60).layout(width: 300, measurementLimit: 20_000) == nil)
    }
}
