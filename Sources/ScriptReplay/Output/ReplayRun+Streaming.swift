import Foundation

extension ReplayRun {
    /// Writes the run as `jsonText()` prints it, a step at a time, so that a long run's JSON
    /// is never held whole: the document without its steps, split where the steps go, with
    /// each step encoded on its own and indented as the whole document would indent it.
    /// - Parameter write: called with each piece, in order; the pieces joined are `jsonText()`.
    /// - Throws: `ReplayEncodingError` when a number cannot be written; the pieces written
    ///   before it stay written.
    package func writeJSON(_ write: (String) -> Void) throws(ReplayEncodingError) {
        var skeleton = self
        skeleton.steps = []
        let document = try skeleton.jsonText()
        // Strings never hold a raw line feed, so this is the top-level key, written empty.
        let emptySteps = "\"steps\" : [\n\n  ]"
        guard !steps.isEmpty, let range = document.range(of: emptySteps) else { return write(try jsonText()) }
        write(document[..<range.lowerBound] + "\"steps\" : [\n")
        for (index, step) in steps.enumerated() {
            let encoded = try Self.prettyJSON(step)
            write(Self.indented(encoded) + (index < steps.count - 1 ? ",\n" : "\n"))
        }
        write("  ]" + document[range.upperBound...])
    }

    /// `value` as `jsonText()` encodes it, without a final line feed.
    private static func prettyJSON(_ value: Step) throws(ReplayEncodingError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw ReplayEncodingError(error)
        }
    }

    /// Every line but the empty ones (inside an empty array or object) indented by four
    /// spaces: two levels, the document's and its `steps` array's.
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
