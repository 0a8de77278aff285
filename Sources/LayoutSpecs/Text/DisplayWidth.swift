/// How many columns a character takes in a monospaced rendering, as terminals count them:
/// 2 for East Asian wide and fullwidth characters and for emoji shown as pictures, 0 for
/// marks, controls and format characters on their own, 1 for the rest.
enum DisplayWidth {
    /// The columns of one grapheme cluster (what a reader sees as one character).
    static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        if properties.isEmojiPresentation { return 2 }
        if properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if isWide(first.value) { return 2 }
        switch properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            return 1
        }
    }

    /// Whether a code point is East Asian Wide or Fullwidth (Unicode's EastAsianWidth.txt,
    /// by block: Hangul Jamo, CJK, Hiragana, Katakana, Hangul syllables, fullwidth forms
    /// and the supplementary ideographic planes).
    static func isWide(_ value: UInt32) -> Bool {
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
