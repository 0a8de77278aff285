/// A deterministic text measurer for the headless list, tests and scripts: every column
/// has the same advance and every line the same height, in proportion to the font's size.
///
/// Widths count display columns (``DisplayWidth``): a grapheme cluster is one or two
/// columns (East Asian wide characters and emoji take two). Lines wrap at spaces; a word
/// longer than a line is broken between characters; spaces where a line wraps take no
/// width; the mandatory breaks of Unicode's line breaking start new lines (`\n`, `\r`,
/// `\r\n`, vertical tab, form feed, U+0085, U+2028 and U+2029), in ASCII and other texts
/// alike. An empty text has no line and no size.
///
/// ```swift
/// let measurer = MonospacedTextMeasurer()  // 16 pt: 8 points a column, 20 a line
/// measurer.measure("Buy milk today", font: .system(size: 16), width: 64, maximumLines: 0)
/// // 2 lines ("Buy milk" and "today"): 64 x 40
/// ```
public struct MonospacedTextMeasurer: TextMeasuring {
    /// A column's advance as a fraction of the font's size.
    public var columnWidth: Double
    /// A line's height as a fraction of the font's size.
    public var lineHeight: Double

    /// A measurer.
    /// - Parameters:
    ///   - columnWidth: a column's advance, as a fraction of the font's size (0.5: 8 points at 16).
    ///   - lineHeight: a line's height, as a fraction of the font's size (1.25: 20 points at 16).
    public init(columnWidth: Double = 0.5, lineHeight: Double = 1.25) {
        self.columnWidth = columnWidth
        self.lineHeight = lineHeight
    }

    public func measure(_ text: String, font: TextFont, width: Double?, maximumLines: Int) -> TextMeasurement {
        let advance = columnWidth * font.size
        let maximumColumns = width.map { advance > 0 ? max(1, Int(($0 / advance + 1e-9).rounded(.down))) : .max }
        var lines = LineBreaker(maximumColumns: maximumColumns ?? .max, maximumLines: maximumLines)
        // A native string's bytes are read in place (faster than through its UTF-8 view).
        let isASCII =
            text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII {
            // ASCII: one column a byte, without grapheme breaking or Unicode property lookups.
            if text.utf8.withContiguousStorageIfAvailable({ addASCII(inPlace: $0, to: &lines) }) == nil {
                addASCII(text.utf8, to: &lines)
            }
        } else if text.utf8.withContiguousStorageIfAvailable({ addScalars(decoding: $0, to: &lines) }) == nil {
            addScalars(text.unicodeScalars, to: &lines)
        }
        lines.finish()
        return TextMeasurement(
            size: LayoutSize(
                width: Double(lines.widest) * advance, height: Double(lines.count) * lineHeight * font.size),
            lineCount: lines.count)
    }
}

/// Adds the scalars of a text to `lines`, each cluster as wide as ``DisplayWidth`` counts it.
private func addScalars<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars, to lines: inout LineBreaker) {
    var columns = DisplayWidth.ScalarColumns()
    for scalar in scalars { add(scalar.value, columns: &columns, to: &lines) }
}

/// `addScalars` over a native string's UTF-8 bytes, read in place and decoded here (the
/// text is valid UTF-8, as every `String` is).
private func addScalars(decoding bytes: UnsafeBufferPointer<UInt8>, to lines: inout LineBreaker) {
    var columns = DisplayWidth.ScalarColumns()
    var index = 0
    let count = bytes.count
    while index < count {
        let lead = UInt32(bytes[index])
        var value: UInt32
        if lead > 0x20, lead < 0x7F {
            // A run of printable ASCII: one column a byte, added at once.
            let end = printableASCIIRunEnd(bytes, from: index)
            _ = columns.columns(adding: lead)
            lines.addMarks(ofOneColumn: end - index)
            index = end
            continue
        } else if lead < 0x80 {
            value = lead
            index += 1
        } else if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            index += 2
        } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            index += 3
        } else {
            value =
                (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F)
            index += 4
        }
        add(value, columns: &columns, to: &lines)
    }
}

/// Adds one scalar: line breaks and spaces end the cluster; anything else adds its columns.
@inline(__always)
private func add(_ value: UInt32, columns: inout DisplayWidth.ScalarColumns, to lines: inout LineBreaker) {
    switch value {
    case 0x0A where columns.afterCarriageReturn: columns.afterCarriageReturn = false
    case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
        lines.add(.lineBreak)
        columns = DisplayWidth.ScalarColumns()
        columns.afterCarriageReturn = value == 0x0D
    case 0x20:
        lines.add(.space)
        columns = DisplayWidth.ScalarColumns()
    default:
        lines.add(.mark(columns: columns.columns(adding: value)))
    }
}

/// Where the run of printable ASCII bytes (neither space nor control) from `start` ends.
@inline(__always)
private func printableASCIIRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var end = start
    let count = bytes.count
    if let base = UnsafeRawPointer(bytes.baseAddress) {
        // Eight bytes at a time: in each byte's high bit, whether its low seven bits are at
        // least 0x21, and whether they are 0x7F (no carry crosses a byte: 0x7F + 0x5F < 0x100).
        while end + 8 <= count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end, as: UInt64.self))
            let low = word & 0x7F7F_7F7F_7F7F_7F7F
            let printable = (low &+ 0x5F5F_5F5F_5F5F_5F5F) & ~(low &+ 0x0101_0101_0101_0101) & ~word
            let other = ~printable & 0x8080_8080_8080_8080
            // The first byte (the lowest, little-endian) that is not printable ends the run.
            if other != 0 { return end + other.trailingZeroBitCount / 8 }
            end += 8
        }
    }
    // 0x21...0x7E, in one comparison: the bytes below 0x21 wrap around past 0x7E.
    while end < count, bytes[end] &- 0x21 < 0x5E { end += 1 }
    return end
}

/// `addASCII` over a native string's bytes in place, runs of printable bytes added at once.
private func addASCII(inPlace bytes: UnsafeBufferPointer<UInt8>, to lines: inout LineBreaker) {
    var afterCarriageReturn = false
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte > 0x20, byte < 0x7F {
            let end = printableASCIIRunEnd(bytes, from: index)
            lines.addMarks(ofOneColumn: end - index)
            index = end
            afterCarriageReturn = false
            continue
        }
        switch byte {
        case 0x0A where afterCarriageReturn: break
        case 0x0A, 0x0D, 0x0B, 0x0C: lines.add(.lineBreak)
        case 0x20: lines.add(.space)
        default: lines.add(.mark(columns: 0))
        }
        afterCarriageReturn = byte == 0x0D
        index += 1
    }
}

/// Adds the characters of an ASCII text to `lines`, one column a byte.
private func addASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes, to lines: inout LineBreaker) {
    var afterCarriageReturn = false
    for byte in bytes {
        switch byte {
        case 0x0A where afterCarriageReturn: break
        case 0x0A, 0x0D, 0x0B, 0x0C: lines.add(.lineBreak)
        case 0x20: lines.add(.space)
        case 0x00..<0x20, 0x7F: lines.add(.mark(columns: 0))
        default: lines.add(.mark(columns: 1))
        }
        afterCarriageReturn = byte == 0x0D
    }
}

/// Greedy line breaking over display columns, one character at a time, without allocating.
private struct LineBreaker {
    let maximumColumns: Int
    let maximumLines: Int
    /// Lines ended so far, and the widest of those shown.
    private(set) var count = 0
    private(set) var widest = 0
    /// The current line: its columns up to the last word, the spaces after it, the word being read.
    private var lineColumns = 0
    private var spaces = 0
    private var word = 0
    private var lineHasContent = false

    init(maximumColumns: Int, maximumLines: Int) {
        self.maximumColumns = maximumColumns
        self.maximumLines = maximumLines
    }

    /// What one character is to line breaking.
    enum Piece {
        case lineBreak
        case space
        /// Anything else, `columns` wide.
        case mark(columns: Int)
    }

    mutating func add(_ piece: Piece) {
        let columns: Int
        switch piece {
        case .lineBreak:
            endWord()
            endLine()
            return
        case .space:
            endWord()
            spaces += 1
            return
        case .mark(let width):
            columns = width
        }
        if lineColumns + spaces + word + columns > maximumColumns {
            if lineColumns > 0 {
                // The word moves to the next line; the spaces before it vanish.
                let carried = word
                endLine()
                word = carried
            }
            if word + columns > maximumColumns, word > 0 {
                // A word longer than a line breaks between characters.
                lineColumns = word
                word = 0
                endLine()
            }
        }
        word += columns
        lineHasContent = true
    }

    /// `count` characters of one column each: the same as adding them one by one.
    @inline(__always)
    mutating func addMarks(ofOneColumn count: Int) {
        guard count > 0 else { return }
        if lineColumns + spaces + word + count <= maximumColumns {
            // No line ends among them: they all join the word being read.
            word += count
            lineHasContent = true
        } else {
            addMarksEndingLines(count)
        }
    }

    /// ``addMarks(ofOneColumn:)`` when a line ends among them, out of line.
    @inline(never)
    private mutating func addMarksEndingLines(_ count: Int) {
        for _ in 0..<count { add(.mark(columns: 1)) }
    }

    mutating func finish() {
        endWord()
        if lineHasContent || spaces > 0 || lineColumns > 0 { endLine() }
    }

    private mutating func endWord() {
        guard word > 0 else { return }
        lineColumns += spaces + word
        spaces = 0
        word = 0
    }

    private mutating func endLine() {
        if maximumLines == 0 || count < maximumLines {
            count += 1
            widest = max(widest, lineColumns)
        }
        lineColumns = 0
        spaces = 0
        word = 0
        lineHasContent = false
    }
}
