import LayoutSpecs
import Testing

@Suite("flexGrow, flexShrink, flexBasis, min and max sizes")
struct FlexibilityTests {
    private func widths(_ children: LayoutNode..., width: Double = 100) -> [Double] {
        let tree = LayoutNode(
            style: {
                var style = LayoutStyle()
                style.flexDirection = .row
                return style
            }(), children: children)
        return tree.layout(width: width, height: 10).frames.dropFirst().map(\.width)
    }

    @Test("flexGrow shares the free space in proportion")
    func grow() {
        #expect(widths(box(nil, nil) { $0.flexGrow = 1 }, box(nil, nil) { $0.flexGrow = 3 }) == [25, 75])
        #expect(widths(box(20, nil) { $0.flexGrow = 1 }, box(40, nil) { $0.flexGrow = 1 }) == [40, 60])
    }

    @Test("flexShrink is 0 by default: children overflow rather than shrink")
    func noShrinkByDefault() {
        #expect(widths(box(80, nil), box(80, nil)) == [80, 80])
    }

    @Test("flexShrink takes the overflow in proportion to shrink times basis")
    func shrink() {
        #expect(widths(box(80, nil) { $0.flexShrink = 1 }, box(80, nil) { $0.flexShrink = 1 }) == [50, 50])
        // Overflow 60; scaled factors 80 and 240.
        #expect(widths(box(80, nil) { $0.flexShrink = 1 }, box(80, nil) { $0.flexShrink = 3 }) == [65, 35])
    }

    @Test("flexBasis wins over width; a percentage is of the row's width")
    func basis() {
        #expect(widths(box(60, nil) { $0.flexBasis = 30 }, box(10, nil)) == [30, 10])
        #expect(widths(box(nil, nil) { $0.flexBasis = .percent(50) }, box(10, nil)) == [50, 10])
        #expect(
            widths(
                box(nil, nil) {
                    $0.flexBasis = 20
                    $0.flexGrow = 1
                }, box(nil, nil) { $0.flexGrow = 1 }) == [60, 40])
    }

    @Test("a maximum stops a growing child and the others share the rest")
    func maximumAgainstGrow() {
        #expect(
            widths(
                box(nil, nil) {
                    $0.flexGrow = 1
                    $0.maxWidth = 20
                }, box(nil, nil) { $0.flexGrow = 1 }) == [20, 80])
    }

    @Test("a minimum stops a shrinking child and the others give up more")
    func minimumAgainstShrink() {
        let result = widths(
            box(80, nil) {
                $0.flexShrink = 1
                $0.minWidth = 70
            }, box(80, nil) { $0.flexShrink = 1 })
        #expect(result == [70, 30])
    }

    @Test("there is no automatic minimum size: content shrinks below its own width")
    func noAutomaticMinimum() {
        let text = LayoutNode(
            style: {
                var style = LayoutStyle()
                style.flexShrink = 1
                return style
            }(), content: .fixed(LayoutSize(width: 150, height: 10)))
        #expect(widths(text, box(20, nil)) == [80, 20])
    }

    @Test("a minimum width wins over a smaller maximum, and over flexing")
    func minimumWinsOverMaximum() {
        #expect(
            widths(
                box(nil, nil) {
                    $0.minWidth = 40
                    $0.maxWidth = 30
                }) == [40])
        #expect(
            widths(
                box(nil, nil) {
                    $0.flexGrow = 1
                    $0.minWidth = 120
                }, box(10, nil)) == [120, 10])
    }

    @Test("a container's minimum size is filled by growing children when its size is open")
    func containerMinimum() {
        let tree = node(
            { $0.alignItems = .flexStart },
            node(
                {
                    $0.flexDirection = .row
                    $0.minWidth = 60
                }, box(10, 10) { $0.flexGrow = 1 }))
        let layout = tree.layout(width: 100)
        #expect(layout.frames[1].width == 60)
        #expect(layout.frames[2].width == 60)
    }

    @Test("a percentage of an unbounded size counts as auto")
    func percentageOfUnbounded() {
        let tree = node({ $0.flexDirection = .row }, box(nil, 10) { $0.flexBasis = .percent(50) }, box(10, 10))
        #expect(tree.layout().frames[1].width == 0)
    }

    @Test("a container sized by its content has no free space: children grow only into a minimum")
    func noGrowthWithoutSize() {
        let open = node({ _ in }, box(nil, 10) { $0.flexGrow = 1 }).layout(width: 100)
        #expect(open.frames[1].height == 10)
        let bounded = node({ $0.minHeight = 50 }, box(nil, 10) { $0.flexGrow = 1 }).layout(width: 100)
        #expect(bounded.frames[1].height == 50)
    }

    @Test("grow factors summing to less than 1 share only that fraction of the free space")
    func fractionalGrow() {
        #expect(widths(box(nil, nil) { $0.flexGrow = 0.5 }) == [50])
        #expect(widths(box(nil, nil) { $0.flexGrow = 0.25 }, box(nil, nil) { $0.flexGrow = 0.25 }) == [25, 25])
    }

    @Test("free space is shared from the bases before their limits; a limit then freezes its item")
    func sharedBeforeLimits() {
        let result = widths(
            box(nil, nil) {
                $0.flexBasis = 10
                $0.flexGrow = 1
                $0.minWidth = 60
            },
            box(nil, nil) {
                $0.flexBasis = 10
                $0.flexGrow = 1
            })
        #expect(result == [60, 40])
    }

    @Test("a percentage of a size still being worked out counts as auto")
    func percentageOfIndefiniteSize() {
        let tree = node(
            { $0.flexDirection = .row }, box(100, 10),
            node({ $0.flexGrow = 1 }, box(nil, 10) { $0.width = .percent(100) }), box(100, 10))
        let layout = tree.layout(width: 300)
        #expect(layout.frames[2].width == 100)
        #expect(layout.frames[3].width == 100)
        #expect(layout.frames[4].x == 200)
    }
}
