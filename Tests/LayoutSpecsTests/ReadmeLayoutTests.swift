import LayoutSpecs
import Testing

/// The README's "Layout specs" example, compiled and checked.
@Suite("README: layout specs")
struct ReadmeLayoutTests {
    @Test("the example row is as tall as its two texts and padding")
    func example() {
        let measurer = MonospacedTextMeasurer()  // or AttributedStringTextMeasurer() on UIKit
        var row = LayoutStyle()
        row.flexDirection = .row
        row.padding = LayoutEdges(all: 12)
        row.columnGap = 12
        var avatar = LayoutStyle()
        avatar.width = 40
        avatar.height = 40
        var texts = LayoutStyle()
        texts.flexGrow = 1
        texts.flexShrink = 1
        let cell = LayoutNode(
            style: row,
            children: [
                LayoutNode(style: avatar),
                LayoutNode(
                    style: texts,
                    children: [
                        .text("Ada Lovelace", font: .system(size: 16, weight: .semibold), measurer: measurer),
                        .text(
                            "Wrote the first program, for an engine not yet built", font: .system(size: 14),
                            measurer: measurer),
                    ]),
            ])
        let layout = cell.layout(width: 320)
        // 12 + one 20-point line + two 17.5-point lines (34 columns of 7 points fit in 244) + 12.
        #expect(layout.size.height == 79)
        #expect(layout.framesInRoot[4] == LayoutFrame(x: 64, y: 32, width: 244, height: 35))
        #expect(cell.height(forWidth: 320) == 79)
    }
}
