import Foundation
import LayoutSpecs

#if canImport(CoreGraphics)
import CoreGraphics
#endif

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Measures text as UIKit draws it: `NSAttributedString`'s
/// `boundingRect(with:options:context:)` with `.usesLineFragmentOrigin` and
/// `.usesFontLeading`, in the system font of the text's size and weight (or the named font,
/// when the system has it).
///
/// Sizes are rounded up to whole points, as Apple's documentation asks of sizes used for
/// views; the line count is the height divided by the font's `lineHeight`. Measuring an
/// attributed string does not need the main thread, so a layout can use this measurer on
/// the queue that computes it.
///
/// ```swift
/// let title = LayoutNode.text(item.title, font: .system(size: 17), measurer: AttributedStringTextMeasurer())
/// ```
public struct AttributedStringTextMeasurer: TextMeasuring {
    /// A measurer.
    public init() {}

    public func measure(_ text: String, font: TextFont, width: Double?, maximumLines: Int) -> TextMeasurement {
        guard !text.isEmpty else { return TextMeasurement(size: .zero, lineCount: 0) }
        let uiFont = Self.uiFont(for: font)
        let string = NSAttributedString(string: text, attributes: [.font: uiFont])
        let bounds = string.boundingRect(
            with: CGSize(
                width: width.map { CGFloat($0) } ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        let lineHeight = Double(uiFont.lineHeight)
        var height = Double(bounds.height)
        var lineCount = lineHeight > 0 ? max(1, Int((height / lineHeight).rounded())) : 1
        if maximumLines > 0, lineCount > maximumLines {
            lineCount = maximumLines
            height = Double(maximumLines) * lineHeight
        }
        return TextMeasurement(
            size: LayoutSize(width: Double(bounds.width).rounded(.up), height: height.rounded(.up)),
            lineCount: lineCount)
    }

    /// The UIKit font for `font`: the named one when the system has it, else the system font.
    static func uiFont(for font: TextFont) -> UIFont {
        if let name = font.name, let named = UIFont(name: name, size: CGFloat(font.size)) { return named }
        let weight: UIFont.Weight
        switch font.weight {
        case .regular: weight = .regular
        case .medium: weight = .medium
        case .semibold: weight = .semibold
        case .bold: weight = .bold
        }
        return UIFont.systemFont(ofSize: CGFloat(font.size), weight: weight)
    }
}
