import BinarySearch
import ListUpdates
import StagedDiff

/// One line of `HeadlessListView.snapshot()` for a row or a header (`row 0-3: Apple *`,
/// `header 1: Fruit`), written into a string of exactly its length.
///
/// The adapter records the snapshot after every update. Concatenating the parts allocated
/// a new string at every step once the line outgrew the 15 bytes a small string holds;
/// this measures the parts and allocates once.
struct SnapshotLine: Equatable {
    /// "row ", "item " or "header ".
    var prefix: String
    var section: Int
    /// The row's item; nil for a header.
    var item: Int?
    /// What the cell shows.
    var text: String
    /// " *" for a selected row, then " ~" for the highlighted one.
    var marks: String

    /// `prefix`, the section (and `-item` for a row), ": ", `text` and `marks`.
    var string: String {
        var length = prefix.utf8.count + Self.decimalLength(section) + 2 + text.utf8.count + marks.utf8.count
        if let item { length += 1 + Self.decimalLength(item) }
        if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
            return String(unsafeUninitializedCapacity: length, initializingUTF8With: fill)
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in count = fill(buffer) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the line's UTF-8 into `buffer` (exactly as long as the line) and returns its length.
    private func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var end = Self.write(prefix, into: buffer, at: 0)
        end = Self.write(section, into: buffer, at: end)
        if let item {
            buffer[end] = UInt8(ascii: "-")
            end = Self.write(item, into: buffer, at: end + 1)
        }
        buffer[end] = UInt8(ascii: ":")
        buffer[end + 1] = UInt8(ascii: " ")
        end = Self.write(text, into: buffer, at: end + 2)
        return Self.write(marks, into: buffer, at: end)
    }

    /// How many characters `String(value)` has.
    private static func decimalLength(_ value: Int) -> Int {
        (value < 0 ? 1 : 0) + digitCount(value.magnitude)
    }

    private static func digitCount(_ magnitude: UInt) -> Int {
        var rest = magnitude
        var count = 1
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// Writes `value` as `String(value)` spells it at `start`; returns where it ends.
    private static func write(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var end = start
        if value < 0 {
            buffer[end] = UInt8(ascii: "-")
            end += 1
        }
        var rest = value.magnitude
        end += digitCount(rest)
        var index = end
        repeat {
            index -= 1
            buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        return end
    }

    /// Copies `text`'s UTF-8 at `start`; returns where it ends.
    private static func write(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        let (_, written) = UnsafeMutableBufferPointer(rebasing: buffer[start...]).initialize(from: text.utf8)
        return start + written
    }
}
