import LayoutSpecs
import Testing

@Suite("flexDirection")
struct FlexDirectionTests {
    @Test("column is the default: children stack down and stretch across")
    func columnByDefault() {
        let layout = node({ _ in }, box(nil, 10), box(nil, 20)).layout(width: 100)
        #expect(layout.frames == [frame(0, 0, 100, 30), frame(0, 0, 100, 10), frame(0, 10, 100, 20)])
    }

    @Test("row puts children side by side and stretches them to the row's height")
    func row() {
        let tree = node({ $0.flexDirection = .row }, box(10, nil), box(20, nil))
        let layout = tree.layout(width: 100, height: 50)
        #expect(layout.frames == [frame(0, 0, 100, 50), frame(0, 0, 10, 50), frame(10, 0, 20, 50)])
    }

    @Test("row-reverse starts at the right edge, after the right padding")
    func rowReverse() {
        let tree = node(
            {
                $0.flexDirection = .rowReverse
                $0.padding.right = 5
            }, box(10, 10), box(20, 10))
        let layout = tree.layout(width: 100)
        #expect(layout.frames[1] == frame(85, 0, 10, 10))
        #expect(layout.frames[2] == frame(65, 0, 20, 10))
    }

    @Test("column-reverse starts at the bottom")
    func columnReverse() {
        let tree = node({ $0.flexDirection = .columnReverse }, box(nil, 10), box(nil, 20))
        let layout = tree.layout(width: 100, height: 100)
        #expect(layout.frames[1] == frame(0, 90, 100, 10))
        #expect(layout.frames[2] == frame(0, 70, 100, 20))
    }

    @Test("a column without a height takes its children's; a row without a width fills the width given")
    func contentSizes() {
        let column = node({ _ in }, box(30, 10), box(40, 15))
        #expect(column.layout().size == LayoutSize(width: 40, height: 25))
        let row = node({ $0.flexDirection = .row }, box(30, 10), box(40, 15))
        #expect(row.layout(width: 200).size == LayoutSize(width: 200, height: 15))
        #expect(row.layout().size == LayoutSize(width: 70, height: 15))
    }
}
