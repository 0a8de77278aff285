import LayoutSpecs
import Testing

@Suite("MonospacedTextMeasurer")
struct MonospacedTextMeasurerTests {
    /// 16-point text: 8 points a column, 20 a line.
    private let measurer = MonospacedTextMeasurer()
    private let font = TextFont.system(size: 16)

    private func measure(_ text: String, width: Double? = nil, lines: Int = 0) -> TextMeasurement {
        measurer.measure(text, font: font, width: width, maximumLines: lines)
    }

    @Test("without a width a text is one line per paragraph, as wide as its longest")
    func unwrapped() {
        #expect(measure("Milk") == TextMeasurement(size: LayoutSize(width: 32, height: 20), lineCount: 1))
        #expect(measure("Milk\nBread and eggs").size == LayoutSize(width: 112, height: 40))
        #expect(measure("a\r\nb").lineCount == 2)
        #expect(measure("a\n\nb").lineCount == 3)
        #expect(measure("日\r\n本").lineCount == 2)
        #expect(measure("日本\ré").size == LayoutSize(width: 32, height: 40))
        #expect(measure("") == TextMeasurement(size: .zero, lineCount: 0))
    }

    @Test(
        "every mandatory line break starts a line, in an ASCII text and in any other alike",
        arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func mandatoryBreaks(lineBreak: String) {
        let twoLines = TextMeasurement(size: LayoutSize(width: 16, height: 40), lineCount: 2)
        #expect(measure("ab\(lineBreak)cd") == twoLines)
        #expect(measure("ab\(lineBreak)cé") == twoLines)
        #expect(measure("ab\(lineBreak)cd", width: 16) == twoLines, "the break is not a character that wraps")
    }

    @Test("lines wrap at spaces, and the spaces where they wrap take no width")
    func wrapsAtSpaces() {
        let result = measure("Buy milk today", width: 64)
        #expect(result == TextMeasurement(size: LayoutSize(width: 64, height: 40), lineCount: 2))
        #expect(measure("Buy milk    today", width: 72).size.width == 64)
        #expect(measure("one two three", width: 1_000).lineCount == 1)
    }

    @Test("a word longer than a line breaks between characters")
    func longWord() {
        let result = measure("abcdefghij", width: 32)
        #expect(result == TextMeasurement(size: LayoutSize(width: 32, height: 60), lineCount: 3))
        #expect(measure("a abcdefgh", width: 32).lineCount == 3)
    }

    @Test("a run of letters that reaches the end of a line breaks as letters one by one do, in ASCII and other texts")
    func runAcrossLineEnds() {
        // "ab" and "日" are both two columns: line by line, 4 columns each, the texts break the
        // same way: "ab" / "abcd" / "efgh" / "ij" / "klm" (a run of letters is added at once
        // only when no line ends inside it).
        let expected = TextMeasurement(size: LayoutSize(width: 32, height: 100), lineCount: 5)
        #expect(measure("ab abcdefghij klm", width: 32) == expected)
        #expect(measure("日 abcdefghij klm", width: 32) == expected)
        #expect(measure("日 abcdefghij klm", width: 32, lines: 2).size == LayoutSize(width: 32, height: 40))
        #expect(measure("日 abc\u{301}d", width: 32).size == LayoutSize(width: 32, height: 40))
    }

    @Test("a width narrower than a column still fits one character a line")
    func narrowWidth() {
        #expect(measure("abc", width: 3).lineCount == 3)
    }

    @Test("maximumLines cuts the lines shown, and the width counts only those")
    func maximumLines() {
        let result = measure("aa bbbbbb", width: 48, lines: 1)
        #expect(result == TextMeasurement(size: LayoutSize(width: 16, height: 20), lineCount: 1))
    }

    @Test("East Asian wide characters and emoji take two columns; combining marks none")
    func displayWidth() {
        #expect(measure("日本語").size.width == 48)
        #expect(measure("👍🏽ok").size.width == 32)
        #expect(measure("👨‍👩‍👧").size.width == 16)
        #expect(measure("🇫🇷").size.width == 16)
        #expect(measure("❤️").size.width == 16)
        #expect(measure("e\u{301}").size.width == 8)
        #expect(measure("한국").size.width == 32)
        #expect(measure("ＡＢ").size.width == 32)
        // Wide characters wrap by their width: two fit in 32 points.
        #expect(measure("日本語", width: 32).lineCount == 2)
    }

    @Test("sizes scale with the font and the measurer's proportions")
    func proportions() {
        let custom = MonospacedTextMeasurer(columnWidth: 0.6, lineHeight: 1.5)
        let result = custom.measure("abc", font: .system(size: 10), width: nil, maximumLines: 0)
        #expect(result.size == LayoutSize(width: 18, height: 15))
    }

    @Test("a text leaf wraps at the width the layout gives it")
    func textLeaf() {
        let leaf = LayoutNode.text("Buy milk today", font: font, measurer: measurer)
        let layout = LayoutNode(style: LayoutStyle(), children: [leaf]).layout(width: 64)
        #expect(layout.frames[1] == LayoutFrame(x: 0, y: 0, width: 64, height: 40))
        let wide = LayoutNode(style: LayoutStyle(), children: [leaf]).layout(width: 200)
        #expect(wide.frames[1].height == 20)
    }
}
