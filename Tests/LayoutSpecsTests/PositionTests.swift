import LayoutSpecs
import Testing

@Suite("position, insets, display")
struct PositionTests {
    @Test("an absolute child sits at its insets in the padding box and takes no space in the flow")
    func absolute() {
        let tree = node(
            {
                $0.border = LayoutEdges(all: 2)
                $0.padding = LayoutEdges(all: 8)
            },
            box(30, 30) {
                $0.position = .absolute
                $0.insets.left = 10
                $0.insets.top = 20
            }, box(nil, 10))
        let layout = tree.layout(width: 100, height: 100)
        #expect(layout.frames[1] == frame(12, 22, 30, 30))
        #expect(layout.frames[2] == frame(10, 10, 80, 10))
    }

    @Test("right and bottom insets place an absolute child from the far edges")
    func farEdges() {
        let tree = node(
            { _ in },
            box(30, 30) {
                $0.position = .absolute
                $0.insets.right = 10
                $0.insets.bottom = 5
            })
        #expect(tree.layout(width: 100, height: 100).frames[1] == frame(60, 65, 30, 30))
    }

    @Test("two opposite insets give an absolute child its size; percentages are of the padding box")
    func insetsSize() {
        let tree = node(
            { _ in },
            box(nil, nil) {
                $0.position = .absolute
                $0.insets = LayoutEdges(left: 10, top: .percent(10), right: 10, bottom: .percent(20))
            })
        #expect(tree.layout(width: 100, height: 200).frames[1] == frame(10, 20, 80, 140))
    }

    @Test("an absolute child without insets follows justifyContent and alignItems")
    func absoluteWithoutInsets() {
        let tree = node(
            {
                $0.justifyContent = .center
                $0.alignItems = .flexEnd
            }, box(20, 20) { $0.position = .absolute })
        #expect(tree.layout(width: 100, height: 100).frames[1] == frame(80, 40, 20, 20))
    }

    @Test("a relative child moves by its insets without moving its siblings")
    func relative() {
        let tree = node(
            { _ in },
            box(nil, 10) {
                $0.insets.top = 5
                $0.insets.left = 3
            }, box(nil, 10))
        let layout = tree.layout(width: 100)
        #expect(layout.frames[1] == frame(3, 5, 100, 10))
        #expect(layout.frames[2] == frame(0, 10, 100, 10))
    }

    @Test("display none takes no space and leaves its subtree with empty frames")
    func displayNone() {
        let hidden = node(
            {
                $0.display = .none
                $0.height = 50
            }, box(10, 10))
        let layout = node({ _ in }, box(nil, 10), hidden, box(nil, 10)).layout(width: 100)
        #expect(layout.frames[2] == .zero)
        #expect(layout.frames[3] == .zero)
        #expect(layout.frames[4] == frame(0, 10, 100, 10))
        #expect(layout.size.height == 20)
    }

    @Test("the root moves by its own insets")
    func rootInsets() {
        let layout = box(nil, 10) {
            $0.insets.top = 5
            $0.insets.left = 2
        }.layout(width: 100)
        #expect(layout.frames[0] == frame(2, 5, 100, 10))
    }
}
