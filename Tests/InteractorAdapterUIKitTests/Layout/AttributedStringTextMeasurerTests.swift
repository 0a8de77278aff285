import Foundation
import InteractorAdapterUIKit
import LayoutSpecs
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

@Suite("AttributedStringTextMeasurer")
struct AttributedStringTextMeasurerTests {
    private let measurer = AttributedStringTextMeasurer()

    @Test("it measures with boundingRect in the font's line height, and wraps at the width")
    func measuresThroughBoundingRect() {
        let font = TextFont.system(size: 16, weight: .semibold)
        let one = measurer.measure("Milk", font: font, width: nil, maximumLines: 0)
        let uiFont = UIFont.systemFont(ofSize: 16, weight: .semibold)
        let expected = NSAttributedString(string: "Milk", attributes: [.font: uiFont]).boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        #expect(one.size.width == Double(expected.width).rounded(.up))
        #expect(one.lineCount == 1)
        let wrapped = measurer.measure(
            "Buy milk and bread today", font: font, width: one.size.width * 2, maximumLines: 0)
        #expect(wrapped.lineCount > 1)
        #expect(wrapped.size.width <= one.size.width * 2)
        #expect(wrapped.size.height == (Double(uiFont.lineHeight) * Double(wrapped.lineCount)).rounded(.up))
    }

    @Test("maximumLines cuts the height to that many lines; empty text has no line")
    func maximumLines() {
        let font = TextFont.system(size: 10)
        let cut = measurer.measure("one two three four five", font: font, width: 30, maximumLines: 2)
        #expect(cut.lineCount == 2)
        #expect(cut.size.height == (Double(UIFont.systemFont(ofSize: 10).lineHeight) * 2).rounded(.up))
        #expect(measurer.measure("", font: font, width: 30, maximumLines: 0).lineCount == 0)
    }

    #if !canImport(UIKit)
    @Test("on the stand-in it agrees with MonospacedTextMeasurer, so headless and stand-in rows match")
    func standInAgreesWithHeadless() {
        let font = TextFont.system(size: 16)
        for (text, width) in [("Buy milk today", 64.0), ("日本語のテキスト", 40), ("👍🏽 ok", nil)] as [(String, Double?)] {
            let headless = MonospacedTextMeasurer().measure(text, font: font, width: width, maximumLines: 0)
            #expect(measurer.measure(text, font: font, width: width, maximumLines: 0) == headless)
        }
    }
    #endif
}
