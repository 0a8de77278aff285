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
        #expect(layout.index(ofNodeAt: [3]) == nil)
        #expect(layout.index(ofNodeAt: [0, 2]) == nil)
        #expect(layout.index(ofNodeAt: [1, 0]) == nil)
        #expect(layout.index(ofNodeAt: [-1]) == nil)
        #expect(layout.framesInRoot[layout.index(ofNodeAt: [2, 0, 0])!] == frame(30, 0, 5, 5))
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
