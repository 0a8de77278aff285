import Testing

@testable import ScriptReplay

/// A text frame measures texts in terminal columns, so that its right border stays in line
/// whatever the rows show.
@Suite struct DisplayWidthTests {
    @Test func latinAndCombiningMarksTakeOneColumnACharacter() {
        #expect(DisplayWidth.columns(of: "Milk") == 4)
        #expect(DisplayWidth.columns(of: "Cafe\u{301}") == 4, "e and a combining acute accent are one character")
        #expect(DisplayWidth.columns(of: "Zoe\u{308}\u{301}") == 3, "two marks on one letter")
        #expect(DisplayWidth.columns(of: "\u{301}") == 0, "a mark with nothing to sit on")
    }

    @Test func emojiTakeTwoColumns() {
        #expect(DisplayWidth.columns(of: "👍") == 2)
        #expect(DisplayWidth.columns(of: "👍🏽") == 2, "with a skin tone")
        #expect(DisplayWidth.columns(of: "👩‍👩‍👧") == 2, "a family joined by zero-width joiners")
        #expect(DisplayWidth.columns(of: "🇫🇷") == 2, "a flag")
        #expect(DisplayWidth.columns(of: "❤️") == 2, "a text symbol asked to show as emoji")
        #expect(DisplayWidth.columns(of: "1️⃣") == 2, "a keycap")
        #expect(DisplayWidth.columns(of: "▶ Intro") == 7, "a symbol without the emoji selector stays narrow")
    }

    @Test func eastAsianWideCharactersTakeTwoColumns() {
        #expect(DisplayWidth.columns(of: "東京") == 4)
        #expect(DisplayWidth.columns(of: "カナ") == 4)
        #expect(DisplayWidth.columns(of: "한국어") == 6)
        #expect(DisplayWidth.columns(of: "ＡＢ") == 4, "fullwidth Latin")
        #expect(DisplayWidth.columns(of: "ｶﾅ") == 2, "halfwidth katakana stays narrow")
    }

    @Test func rightToLeftTextTakesOneColumnACharacter() {
        #expect(DisplayWidth.columns(of: "שלום") == 4)
        #expect(DisplayWidth.columns(of: "مرحبا") == 5)
        #expect(DisplayWidth.columns(of: "سَلام") == 4, "a vowel mark sits on its letter")
    }

    @Test func aFrameKeepsItsRightBorderInLineWithWideTexts() {
        let texts = ["Ada 👍", "東京 Tokyo", "Zoe\u{308} Smith", "שלום עולם", "👩‍👩‍👧 family", "❤️ Favourites"]
        let frame = ScreenFrame(
            lines: [.header(section: 0, text: "⭐ Stars")]
                + texts.enumerated().map { .row(section: 0, row: $0.offset, text: $0.element, isSelected: false) },
            counts: [texts.count], offset: 0, maximumOffset: 0, itemNoun: "row")
        let lines = FramePrinter.draw(frame, indent: "")
        let widths = Set(lines.map(DisplayWidth.columns(of:)))
        #expect(widths.count == 1, "every line of the box is as wide:\n\(lines.joined(separator: "\n"))")
        #expect(lines[0].hasPrefix("┌─ ⭐ Stars ─"))
        #expect(lines[1].hasPrefix("│ Ada 👍 "))
    }
}
