/// Measures text for a layout: how wide and tall a string is in a font when wrapped at a
/// width, and on how many lines.
///
/// A measurer runs on whatever thread computes the layout, so it must be `Sendable` and
/// keep no state that threads share unguarded. `MonospacedTextMeasurer` is the
/// deterministic one the headless list and the tests use; the UIKit binding has one that
/// asks `NSAttributedString` (`AttributedStringTextMeasurer`).
public protocol TextMeasuring: Sendable {
    /// The size `text` takes in `font`.
    /// - Parameters:
    ///   - text: the text; line breaks (`\n`, `\r\n`) start new lines.
    ///   - font: the font.
    ///   - width: the width to wrap at; nil for no wrapping.
    ///   - maximumLines: the most lines shown (the rest is cut), 0 for no limit, as
    ///     `UILabel.numberOfLines` counts them.
    /// - Returns: the size of the lines shown (the widest line's width) and their number.
    func measure(_ text: String, font: TextFont, width: Double?, maximumLines: Int) -> TextMeasurement
}

/// What measuring a text gives: its size and its number of lines.
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line and the height of all lines shown.
    public var size: LayoutSize
    /// The number of lines shown.
    public var lineCount: Int

    /// A measurement.
    public init(size: LayoutSize, lineCount: Int) {
        self.size = size
        self.lineCount = lineCount
    }
}

extension LayoutNode {
    /// A leaf showing `text`: measured by `measurer` for the width the layout offers it.
    ///
    /// ```swift
    /// let title = LayoutNode.text("Milk", font: .system(size: 17), measurer: MonospacedTextMeasurer())
    /// ```
    /// - Parameters:
    ///   - text: the text.
    ///   - font: its font.
    ///   - maximumLines: the most lines shown, 0 for no limit.
    ///   - measurer: what measures it, on the thread that computes the layout.
    ///   - style: the leaf's style (padding, margins, flexing, sizes that win over the text's).
    public static func text(
        _ text: String, font: TextFont, maximumLines: Int = 0, measurer: some TextMeasuring,
        style: LayoutStyle = LayoutStyle()
    ) -> LayoutNode {
        LayoutNode(
            style: style,
            content: .measured { constraint in
                measurer.measure(text, font: font, width: constraint.wrappingWidth, maximumLines: maximumLines).size
            })
    }
}
