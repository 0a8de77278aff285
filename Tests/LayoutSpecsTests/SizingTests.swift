import LayoutSpecs
import Testing

@Suite("width, height, percentages, aspectRatio, minimum and maximum")
struct SizingTests {
    @Test("percent sizes are of the parent's content box")
    func percentSizes() {
        let tree = node(
            { $0.padding = LayoutEdges(all: 10) },
            box(nil, nil) {
                $0.width = .percent(50)
                $0.height = .percent(25)
            })
        let layout = tree.layout(width: 220, height: 120)
        #expect(layout.frames[1] == frame(10, 10, 100, 25))
    }

    @Test("percent minimums and maximums are of the parent's content box")
    func percentLimits() {
        let tree = node(
            { $0.alignItems = .flexStart },
            box(10, 10) { $0.minWidth = .percent(50) }, box(150, 10) { $0.maxWidth = .percent(60) })
        let layout = tree.layout(width: 200)
        #expect(layout.frames[1].width == 100)
        #expect(layout.frames[2].width == 120)
    }

    @Test("aspectRatio gives the missing side: the height of a stretched child, the width of a row's child")
    func aspectRatio() {
        let column = node({ _ in }, box(nil, nil) { $0.aspectRatio = 2 }).layout(width: 100)
        #expect(column.frames[1] == frame(0, 0, 100, 50))
        let row = node({ $0.flexDirection = .row }, box(nil, 20) { $0.aspectRatio = 2 }).layout(width: 100)
        #expect(row.frames[1] == frame(0, 0, 40, 20))
    }

    @Test("the root's minimum and maximum height bound its content's height")
    func rootLimits() {
        let short = node({ $0.minHeight = 50 }, box(nil, 10)).layout(width: 100)
        #expect(short.size.height == 50)
        let tall = node({ $0.maxHeight = 15 }, box(nil, 10), box(nil, 10)).layout(width: 100)
        #expect(tall.size.height == 15)
        #expect(tall.frames[2].y == 10)
    }

    @Test("the root's own width wins over the width given; its maximum bounds it")
    func rootWidth() {
        #expect(box(80, 10).layout(width: 300).size.width == 80)
        #expect(node({ $0.maxWidth = 120 }, box(50, 10)).layout(width: 300).size.width == 50)
        #expect(node({ $0.maxWidth = 120 }, box(200, 10)).layout(width: 300).size.width == 120)
    }

    @Test("a leaf's content is measured inside its padding, and its own sizes win")
    func content() {
        let leaf = LayoutNode(
            style: {
                var style = LayoutStyle()
                style.padding = LayoutEdges(all: 4)
                style.alignSelf = .flexStart
                return style
            }(), content: .fixed(LayoutSize(width: 30, height: 12)))
        let layout = node({ _ in }, leaf).layout(width: 100)
        #expect(layout.frames[1] == frame(0, 0, 38, 20))
        var fixed = leaf
        fixed.style.width = 50
        #expect(node({ _ in }, fixed).layout(width: 100).frames[1].width == 50)
    }

    @Test("a measuring function gets the width it may use and its mode")
    func measuringFunction() {
        let text = LayoutNode(
            content: .measured { constraint in
                // 10 points a character for 25 characters, wrapped at the width.
                let width = constraint.wrappingWidth ?? 250
                let lines = (250 / max(width, 10)).rounded(.up)
                return LayoutSize(width: min(width, 250), height: lines * 20)
            })
        let layout = node({ $0.padding = LayoutEdges(horizontal: 10) }, text).layout(width: 120)
        #expect(layout.frames[1] == frame(10, 0, 100, 60))
        #expect(node({ _ in }, text).layout().frames[1] == frame(0, 0, 250, 20))
    }
}
