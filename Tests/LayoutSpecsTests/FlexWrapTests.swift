import LayoutSpecs
import Testing

@Suite("flexWrap")
struct FlexWrapTests {
    @Test("wrap starts a new line when the next child does not fit")
    func wrap() {
        let tree = node(
            {
                $0.flexDirection = .row
                $0.flexWrap = .wrap
            }, box(30, 10), box(30, 10), box(30, 10), box(30, 10), box(30, 10))
        let layout = tree.layout(width: 100)
        #expect(layout.frames.dropFirst().map { [$0.x, $0.y] } == [[0, 0], [30, 0], [60, 0], [0, 10], [30, 10]])
        #expect(layout.size == LayoutSize(width: 100, height: 20))
    }

    @Test("nowrap keeps one line and lets it overflow")
    func noWrap() {
        let tree = node({ $0.flexDirection = .row }, box(60, 10), box(60, 10))
        let layout = tree.layout(width: 100)
        #expect(layout.frames[2] == frame(60, 0, 60, 10))
        #expect(layout.size.height == 10)
    }

    @Test("wrap-reverse stacks the lines from the bottom")
    func wrapReverse() {
        let tree = node(
            {
                $0.flexDirection = .row
                $0.flexWrap = .wrapReverse
            }, box(60, 10), box(60, 20))
        let layout = tree.layout(width: 100, height: 100)
        #expect(layout.frames[1] == frame(0, 90, 60, 10))
        #expect(layout.frames[2] == frame(0, 70, 60, 20))
    }

    @Test("a wrapping column makes columns")
    func column() {
        let tree = node({ $0.flexWrap = .wrap }, box(10, 40), box(20, 40), box(10, 40))
        let layout = tree.layout(width: 100, height: 100)
        #expect(layout.frames[3] == frame(20, 0, 10, 40))
    }

    @Test("rowGap separates lines and columnGap the children of a line, and both count when wrapping")
    func gaps() {
        let tree = node(
            {
                $0.flexDirection = .row
                $0.flexWrap = .wrap
                $0.columnGap = 10
                $0.rowGap = 5
            }, box(40, 10), box(40, 10), box(40, 10))
        let layout = tree.layout(width: 100)
        #expect(layout.frames[2] == frame(50, 0, 40, 10))
        #expect(layout.frames[3] == frame(0, 15, 40, 10))
        #expect(layout.size.height == 25)
    }

    @Test("nested wrap: an inner wrapping row's height sets its line's height in the outer one")
    func nestedWrap() {
        let inner = node(
            {
                $0.flexDirection = .row
                $0.flexWrap = .wrap
                $0.width = 40
            }, box(15, 8), box(15, 8), box(15, 8))
        let outer = node(
            {
                $0.flexDirection = .row
                $0.flexWrap = .wrap
                $0.padding = LayoutEdges(all: 5)
            }, box(40, 10), inner, box(40, 10))
        let layout = node({ _ in }, outer).layout(width: 100)
        // Pre-order: 0 root, 1 outer, 2 first box, 3 inner, 4-6 its boxes, 7 last box.
        #expect(layout.frames[1] == frame(0, 0, 100, 36))
        #expect(layout.frames[2] == frame(5, 5, 40, 10))
        #expect(layout.frames[3] == frame(45, 5, 40, 16))
        #expect(layout.frames[4...6].map { [$0.x, $0.y] } == [[0, 0], [15, 0], [0, 8]])
        #expect(layout.frames[7] == frame(5, 21, 40, 10))
    }

    @Test("a wrapping row that wrapped takes the width offered, even when its lines are shorter")
    func wrappedRowTakesTheWidth() {
        let row = node(
            {
                $0.flexDirection = .row
                $0.flexWrap = .wrap
            }, box(150, 10), box(80, 10))
        let layout = node({ $0.alignItems = .flexStart }, row).layout(width: 200)
        #expect(layout.frames[1] == frame(0, 0, 200, 20))
    }
}
