/// How many columns a character takes in a monospaced rendering, as terminals count them:
/// 2 for East Asian wide and fullwidth characters and for emoji shown as pictures, 0 for
/// marks, controls and format characters on their own, 1 for the rest.
enum DisplayWidth {
    /// The columns of one grapheme cluster (what a reader sees as one character).
    static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Latin, Greek, Cyrillic and the other scripts before Hangul Jamo, alone: no emoji
        // and no wide character there, so the Unicode property tables need not be read.
        if first.value < 0x1100, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            switch first.value {
            case 0x80..<0xA0, 0xAD, 0x300..<0x370, 0x483..<0x48A, 0x591..<0x5C8: return 0
            default: return 1
            }
        }
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

    /// The columns each scalar of a text adds, scalar by scalar, so that a grapheme cluster
    /// counts as ``columns(of:)`` counts it without breaking the text into `Character`s:
    /// what joins a cluster (marks, joiners, variation selectors, skin tones, the second
    /// flag letter, anything after a zero-width joiner) adds nothing, and U+FE0F after an
    /// emoji shown as text makes it two columns wide.
    struct ScalarColumns {
        var afterCarriageReturn = false
        private var previousColumns = 0
        private var previousIsTextEmoji = false
        private var afterJoiner = false
        private var openFlag = false

        @inline(__always)
        mutating func columns(adding value: UInt32) -> Int {
            afterCarriageReturn = false
            if value < 0x7F {
                return record(value < 0x20 ? 0 : 1, textEmoji: false, flag: false)
            }
            return columns(addingBeyondASCII: value)
        }

        private mutating func columns(addingBeyondASCII value: UInt32) -> Int {
            if afterJoiner {
                afterJoiner = false
                return 0
            }
            switch value {
            case 0x200D:
                afterJoiner = true
                return 0
            case 0xFE0F:
                guard previousIsTextEmoji else { return 0 }
                previousIsTextEmoji = false
                return 1
            case 0xFE00...0xFE0E, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
                return 0
            case 0x1F1E6...0x1F1FF:
                if openFlag {
                    openFlag = false
                    return 0
                }
                return record(2, textEmoji: false, flag: true)
            default:
                if value < 0x1100 {
                    switch value {
                    case 0x7F..<0xA0, 0xAD, 0x300..<0x370, 0x483..<0x48A, 0x591..<0x5C8: return 0
                    default: return record(1, textEmoji: false, flag: false)
                    }
                }
                // Wide (East Asian or emoji): two columns, as `columns(of:)` answers, without
                // reading the Unicode property tables.
                if DisplayWidth.isWide(value) { return record(2, textEmoji: false, flag: false) }
                // Any code point here is a valid scalar: it was decoded from one.
                let scalar = Unicode.Scalar(value) ?? " "
                let columns = DisplayWidth.columns(of: Character(scalar))
                return record(columns, textEmoji: columns == 1 && scalar.properties.isEmoji, flag: false)
            }
        }

        @inline(__always)
        private mutating func record(_ columns: Int, textEmoji: Bool, flag: Bool) -> Int {
            previousColumns = columns
            previousIsTextEmoji = textEmoji
            openFlag = flag
            return columns
        }
    }

    /// Whether a code point is East Asian Wide or Fullwidth (Unicode's EastAsianWidth.txt,
    /// by block: Hangul Jamo, CJK, Hiragana, Katakana, Hangul syllables, fullwidth forms
    /// and the supplementary ideographic planes).
    ///
    /// A `switch` rather than a table: a static table is read through a one-time
    /// initialization check at every call.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
