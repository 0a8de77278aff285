import LayoutSpecs
import Testing

@Suite("rounding to whole points (Yoga's rounding, point scale factor 1)")
struct RoundingTests {
    @Test("three thirds of 100: positions round on their own, sizes are differences of rounded edges")
    func thirds() {
        let grow: LayoutNode = box(nil, 10) { $0.flexGrow = 1 }
        let layout = node({ $0.flexDirection = .row }, grow, grow, grow).layout(width: 100)
        #expect(layout.frames.dropFirst().map(\.x) == [0, 33, 67])
        #expect(layout.frames.dropFirst().map(\.width) == [33, 34, 33])
    }

    @Test("sizes come from edges in the root's coordinates, so nested nodes stay adjacent")
    func nested() {
        // The inner node starts at 0.4 + 0.4 = 0.8 in the root: its left edge rounds to 1
        // and its right edge (10.8) to 11, so its width is 10 while its x rounds to 0.
        let inner = box(10, 10) { $0.margin.left = 0.4 }
        let outer = node(
            {
                $0.margin.left = 0.4
                $0.flexDirection = .row
            }, inner)
        let layout = node({ $0.flexDirection = .row }, outer).layout(width: 100)
        #expect(layout.frames[1].x == 0)
        #expect(layout.frames[2].x == 0)
        #expect(layout.frames[2].width == 10)
        #expect(layout.frames[1].width == 11)
    }

    @Test("halves round up, and values within a ten-thousandth of a point are that point")
    func halves() {
        let layout = node({ $0.flexDirection = .row }, box(10.5, 10.5), box(20.49995, 10)).layout()
        #expect(layout.frames[1] == frame(0, 0, 11, 11))
        #expect(layout.frames[2].x == 11)
        #expect(layout.frames[2].width == 20)
    }

    @Test("framesInRoot adds the rounded positions up, the root at the origin")
    func framesInRoot() {
        let tree = node(
            {
                $0.padding = LayoutEdges(all: 5)
                $0.margin.top = 7
            },
            node({ $0.padding = LayoutEdges(all: 3) }, box(nil, 10)))
        let layout = tree.layout(width: 100)
        #expect(layout.frames[0] == frame(0, 7, 100, 26))
        #expect(layout.framesInRoot[0] == frame(0, 0, 100, 26))
        #expect(layout.framesInRoot[2] == frame(8, 8, 84, 10))
        #expect(layout.path(ofNodeAt: 2) == [0, 0])
        #expect(layout.path(ofNodeAt: 0) == [])
    }
}
