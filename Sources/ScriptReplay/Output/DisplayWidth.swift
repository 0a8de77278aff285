/// How many columns of a monospaced terminal a text takes, so that the borders of a frame
/// drawn around it stay in line: each grapheme cluster (what a reader sees as one
/// character, however many scalars make it) counts once, and
///
/// - emoji (a cluster shown as an emoji: `👍`, `👩‍👩‍👧`, `🇫🇷`, `❤️`) and East Asian wide
///   or fullwidth characters (CJK ideographs, kana, Hangul, fullwidth forms) take two
///   columns;
/// - a cluster of only marks, format or control characters (a combining accent with
///   nothing to sit on, a zero-width joiner) takes none;
/// - everything else takes one: Latin with its combining marks (`é` written as `e` and
///   U+0301), Hebrew, Arabic (right-to-left text is drawn in the same number of columns).
///
/// ```swift
/// DisplayWidth.columns(of: "Ada 👍")   // 6
/// DisplayWidth.columns(of: "東京")      // 4
/// ```
package enum DisplayWidth {
    /// The columns `text` takes.
    package static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    package static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        if isEmoji(character) || isWide(first) { return 2 }
        return 1
    }

    // MARK: Private

    /// U+FE0F, which asks for a character's emoji presentation.
    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

    /// Whether the cluster shows as an emoji: a scalar drawn as emoji by default, one given
    /// the emoji presentation selector, or a keycap or flag sequence.
    private static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        return scalars.count > 1 && scalars.contains(emojiPresentationSelector)
            && scalars.contains(where: { $0.properties.isEmoji })
    }

    /// Marks that sit on the previous character, format and control characters.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return false
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) scalars, as terminals draw them in two columns.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return wideRanges.contains { $0.contains(value) }
    }

    /// The East Asian Wide and Fullwidth blocks (UAX #11), merged into ranges.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x1B000...0x1B2FF,  // kana supplement and extensions
        0x20000...0x2FFFD,  // CJK unified ideographs extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK unified ideographs extension G and later
    ]
}
