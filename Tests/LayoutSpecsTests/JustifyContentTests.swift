import LayoutSpecs
import Testing

@Suite("justifyContent")
struct JustifyContentTests {
    /// The x of two 10-point-wide children of a 100-point row.
    private func positions(_ justify: JustifyContent, direction: FlexDirection = .row) -> [Double] {
        let tree = node(
            {
                $0.flexDirection = direction
                $0.justifyContent = justify
            }, box(10, 10), box(10, 10))
        let frames = tree.layout(width: 100, height: 100).frames
        return direction.rawValue.hasPrefix("row") ? [frames[1].x, frames[2].x] : [frames[1].y, frames[2].y]
    }

    @Test("each value places the children where Yoga does")
    func values() {
        #expect(positions(.flexStart) == [0, 10])
        #expect(positions(.center) == [40, 50])
        #expect(positions(.flexEnd) == [80, 90])
        #expect(positions(.spaceBetween) == [0, 90])
        #expect(positions(.spaceAround) == [20, 70])
        // 80 / 3 = 26.67 each: rounded to 27 and 63.
        #expect(positions(.spaceEvenly) == [27, 63])
    }

    @Test("in a column the same values act on y")
    func column() {
        #expect(positions(.flexEnd, direction: .column) == [80, 90])
        #expect(positions(.center, direction: .column) == [40, 50])
    }

    @Test("flex-end in row-reverse puts the children at the left")
    func reversed() {
        #expect(positions(.flexEnd, direction: .rowReverse) == [10, 0])
        #expect(positions(.flexStart, direction: .rowReverse) == [90, 80])
    }

    @Test("space-between with one child keeps it at the start")
    func spaceBetweenWithOneChild() {
        let tree = node(
            {
                $0.flexDirection = .row
                $0.justifyContent = .spaceBetween
            }, box(10, 10))
        #expect(tree.layout(width: 100).frames[1].x == 0)
    }

    @Test("auto margins take the free space before justifyContent")
    func autoMargins() {
        let pushed = node(
            {
                $0.flexDirection = .row
                $0.justifyContent = .center
            }, box(10, 10), box(10, 10) { $0.margin.left = .auto })
        #expect(pushed.layout(width: 100).frames[1].x == 0)
        #expect(pushed.layout(width: 100).frames[2].x == 90)
        let centered = node({ $0.flexDirection = .row }, box(20, 10) { $0.margin = LayoutEdges(horizontal: .auto) })
        #expect(centered.layout(width: 100).frames[1].x == 40)
    }

    @Test("a row sized by its content has no free space to justify")
    func noFreeSpaceWithoutWidth() {
        let tree = node(
            { $0.flexDirection = .row },
            node(
                {
                    $0.flexDirection = .row
                    $0.justifyContent = .flexEnd
                    $0.alignSelf = .flexStart
                }, box(10, 10)))
        let layout = tree.layout(width: 100)
        #expect(layout.frames[1].width == 10)
        #expect(layout.frames[2].x == 0)
    }

    @Test("without room to share, space-around and space-evenly fall back to flex-start")
    func overflowFallsBack() {
        for justify in [JustifyContent.spaceAround, .spaceEvenly, .spaceBetween] {
            let tree = node(
                {
                    $0.flexDirection = .row
                    $0.justifyContent = justify
                }, box(40, 10), box(40, 10), box(40, 10))
            #expect(tree.layout(width: 100).frames.dropFirst().map(\.x) == [0, 40, 80])
        }
    }
}
