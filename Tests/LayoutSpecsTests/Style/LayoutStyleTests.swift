import Dispatch
import LayoutSpecs
import Testing

@Suite("LayoutStyle")
struct LayoutStyleTests {
    @Test("Yoga's defaults, as React Native has them")
    func defaults() {
        let style = LayoutStyle()
        #expect(style.flexDirection == .column)
        #expect(style.flexShrink == 0)
        #expect(style.flexGrow == 0)
        #expect(style.alignContent == .flexStart)
        #expect(style.alignItems == .stretch)
        #expect(style.alignSelf == .auto)
        #expect(style.position == .relative)
        #expect(style.flexBasis == .auto)
        #expect(style.insets == .auto)
        #expect(style.margin == .zero)
    }

    @Test("a style is a value: changing a copy leaves the original as it was")
    func valueSemantics() {
        var original = LayoutStyle()
        original.width = 10
        var copy = original
        copy.width = 20
        copy.padding.left = 3
        #expect(original.width == 10)
        #expect(original.padding.left == 0)
        #expect(copy.width == 20)
        #expect(LayoutStyle().width == .auto)
    }

    @Test("styles built apart are equal, with equal hashes, when every property is")
    func equality() {
        var first = LayoutStyle()
        first.gap = 4
        var second = LayoutStyle()
        second.rowGap = 4
        second.columnGap = 4
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second.columnGap = 5
        #expect(first != second)
    }

    @Test("one tree laid out on many threads at once gives the same frames on each")
    func concurrentLayouts() {
        let tree = node(
            {
                $0.flexDirection = .row
                $0.flexWrap = .wrap
                $0.gap = 3
            }, box(30, 10) { $0.flexGrow = 1 }, box(45, 12), box(nil, 8) { $0.width = .percent(40) }, box(20, 20))
        let expected = tree.layout(width: 100)
        let results = ResultsBox(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            results.set(index, tree.layout(width: 100))
        }
        #expect(results.all.allSatisfy { $0 == expected })
    }
}

/// Results written from many threads, one slot each.
private final class ResultsBox: @unchecked Sendable {
    private var values: [Layout?]
    private let lock = DispatchQueue(label: "results")

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ layout: Layout) { lock.sync { values[index] = layout } }

    var all: [Layout?] { lock.sync { values } }
}
