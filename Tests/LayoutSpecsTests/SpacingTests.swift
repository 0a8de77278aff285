import LayoutSpecs
import Testing

@Suite("margin, padding, border, gap")
struct SpacingTests {
    @Test("margins push a child in and shorten its stretched width")
    func margins() {
        let layout = node({ _ in }, box(nil, 10) { $0.margin = LayoutEdges(all: 10) }, box(nil, 10))
            .layout(width: 100)
        #expect(layout.frames[1] == frame(10, 10, 80, 10))
        #expect(layout.frames[2] == frame(0, 30, 100, 10))
    }

    @Test("padding and border come inside the size (border-box), and children start after them")
    func paddingAndBorder() {
        let tree = node(
            {
                $0.width = 100
                $0.padding = LayoutEdges(all: 10)
                $0.border = LayoutEdges(all: 5)
            }, box(nil, 10))
        let layout = tree.layout()
        #expect(layout.frames[0] == frame(0, 0, 100, 40))
        #expect(layout.frames[1] == frame(15, 15, 70, 10))
    }

    @Test("a node is never smaller than its padding and border")
    func paddingFloor() {
        let tree = node({ _ in }, box(nil, 5) { $0.padding = LayoutEdges(vertical: 10) })
        #expect(tree.layout(width: 50).frames[1].height == 20)
    }

    @Test("percent margins and paddings are of the parent's width, on every edge")
    func percentEdges() {
        let tree = node(
            { _ in },
            box(nil, 10) {
                $0.margin.top = .percent(10)
                $0.padding.left = .percent(5)
            }, box(nil, nil) { $0.padding.top = .percent(10) })
        let layout = tree.layout(width: 200, height: 100)
        #expect(layout.frames[1] == frame(0, 20, 200, 10))
        #expect(layout.frames[2] == frame(0, 30, 200, 20))
    }

    @Test("gap sets rowGap and columnGap together; columnGap is the space between a row's children")
    func gap() {
        var style = LayoutStyle()
        style.gap = 10
        #expect(style.rowGap == 10 && style.columnGap == 10)
        style.flexDirection = .row
        let layout = LayoutNode(style: style, children: [box(20, 10), box(20, 10), box(20, 10)]).layout(width: 100)
        #expect(layout.frames.dropFirst().map(\.x) == [0, 30, 60])
        let column = node({ $0.rowGap = 4 }, box(nil, 10), box(nil, 10)).layout(width: 100)
        #expect(column.frames[2].y == 14)
        #expect(column.size.height == 24)
    }

    @Test("the root's frame starts at its own margins")
    func rootMargins() {
        let layout = box(nil, 10) { $0.margin = LayoutEdges(left: 3, top: 4, right: 5, bottom: 6) }.layout(width: 100)
        #expect(layout.frames[0] == frame(3, 4, 92, 10))
    }
}
