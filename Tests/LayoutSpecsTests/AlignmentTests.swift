import LayoutSpecs
import Testing

@Suite("alignItems, alignSelf, alignContent")
struct AlignmentTests {
    private func row(_ configure: (inout LayoutStyle) -> Void, _ children: LayoutNode...) -> LayoutNode {
        var style = LayoutStyle()
        style.flexDirection = .row
        configure(&style)
        return LayoutNode(style: style, children: children)
    }

    @Test("alignItems places a child of a fixed height across the row")
    func alignItems() {
        func y(_ alignment: LayoutAlignment) -> Double {
            row({ $0.alignItems = alignment }, box(10, 10)).layout(width: 100, height: 100).frames[1].y
        }
        #expect(y(.flexStart) == 0)
        #expect(y(.center) == 45)
        #expect(y(.flexEnd) == 90)
        #expect(y(.stretch) == 0)
    }

    @Test("stretch is the default and fills the line; other alignments keep the content's size")
    func stretch() {
        let stretched = row({ _ in }, box(10, nil)).layout(width: 100, height: 60)
        #expect(stretched.frames[1] == frame(0, 0, 10, 60))
        let centered = row({ $0.alignItems = .center }, box(10, nil)).layout(width: 100, height: 60)
        #expect(centered.frames[1] == frame(0, 30, 10, 0))
    }

    @Test("stretch leaves room for the child's margins and stops at its maximum")
    func stretchWithMarginsAndMaximum() {
        let layout = row(
            { _ in }, box(10, nil) { $0.margin = LayoutEdges(vertical: 5) },
            box(10, nil) {
                $0.maxHeight = 30
            }
        ).layout(width: 100, height: 60)
        #expect(layout.frames[1] == frame(0, 5, 10, 50))
        #expect(layout.frames[2] == frame(10, 0, 10, 30))
    }

    @Test("alignSelf overrides the parent's alignItems")
    func alignSelf() {
        let layout = row({ $0.alignItems = .flexEnd }, box(10, 10), box(10, 10) { $0.alignSelf = .flexStart })
            .layout(width: 100, height: 100)
        #expect(layout.frames[1].y == 90)
        #expect(layout.frames[2].y == 0)
    }

    @Test("auto cross margins center a child whatever alignItems says")
    func autoCrossMargins() {
        let layout = row({ $0.alignItems = .flexEnd }, box(10, 10) { $0.margin = LayoutEdges(vertical: .auto) })
            .layout(width: 100, height: 100)
        #expect(layout.frames[1].y == 45)
    }

    /// The y of the first child of each of two lines of 50-point-wide children.
    private func lineTops(_ alignment: LayoutAlignment) -> [Double] {
        let tree = row(
            {
                $0.flexWrap = .wrap
                $0.alignContent = alignment
            }, box(50, 10), box(50, 10), box(50, 10), box(50, 10))
        let frames = tree.layout(width: 100, height: 100).frames
        return [frames[1].y, frames[3].y]
    }

    @Test("alignContent shares a wrapping container's free space between its lines")
    func alignContent() {
        #expect(lineTops(.flexStart) == [0, 10])
        #expect(lineTops(.flexEnd) == [80, 90])
        #expect(lineTops(.center) == [40, 50])
        #expect(lineTops(.spaceBetween) == [0, 90])
        #expect(lineTops(.spaceAround) == [20, 70])
        #expect(lineTops(.spaceEvenly) == [27, 63])
    }

    @Test("alignContent stretch grows the lines, and children without a height fill them")
    func alignContentStretch() {
        let tree = row(
            {
                $0.flexWrap = .wrap
                $0.alignContent = .stretch
            }, box(50, nil), box(50, 10), box(50, 20))
        let frames = tree.layout(width: 100, height: 100).frames
        // Lines of 10 and 20 share 70 more: 45 and 55.
        #expect(frames[1] == frame(0, 0, 50, 45))
        #expect(frames[2] == frame(50, 0, 50, 10))
        #expect(frames[3] == frame(0, 45, 50, 20))
    }

    @Test("flex-start is alignContent's default (the web's is normal, which stretches)")
    func alignContentDefault() {
        let tree = row({ $0.flexWrap = .wrap }, box(50, nil), box(50, 10), box(50, 20))
        let frames = tree.layout(width: 100, height: 100).frames
        #expect(frames[1] == frame(0, 0, 50, 10))
        #expect(frames[3] == frame(0, 10, 50, 20))
    }

    @Test("a centered child wider than its parent overflows it on both sides")
    func centeredOverflow() {
        let tree = node(
            {
                $0.width = 50
                $0.alignItems = .center
            },
            node({ _ in }, box(70, 10)))
        let layout = tree.layout()
        #expect(layout.frames[1] == frame(-10, 0, 70, 10))
    }
}
