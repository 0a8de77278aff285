import Foundation
import InteractorAdapter

/// A replay as JSON: per step its line, the step as written, the virtual time, the trace
/// entries (`RenderTrace.Entry`'s JSON form), failed checks and the error; then the
/// summary. Keys are sorted so that equal runs print equal text.
///
/// ```json
/// {"file": "todo-basics.jsonl", "passed": true, "screen": "todo",
///  "steps": [{"line": 5, "step": "{\"screen\": \"todo\", ...}", "time": 0, "entries": [...]}],
///  "summary": {"batches": 9, ...}}
/// ```
package enum ReplayJSONPrinter {
    private struct Document: Encodable {
        var file: String
        var screen: String
        var passed: Bool
        var error: String?
        var steps: [Step]
        var summary: ReplaySummary
    }

    private struct Step: Encodable {
        var line: Int
        var step: String
        var time: Double
        var entries: [RenderTrace.Entry]
        var failures: [String]?
        var note: String?
        var error: String?
    }

    package static func print(_ report: ReplayReport, sourceLines: [Substring]) -> String {
        let steps = report.steps.map { record in
            Step(
                line: record.line,
                step: sourceLines.indices.contains(record.line - 1)
                    ? String(sourceLines[record.line - 1]).trimmingWhitespace : "",
                time: ReplayNumber.rounded(record.time), entries: record.entries,
                failures: record.isExpectation ? record.failures.map(\.description) : nil,
                note: record.note, error: record.error?.description)
        }
        let document = Document(
            file: report.file, screen: report.header.screen, passed: report.passed, error: report.error?.description,
            steps: steps, summary: report.summary)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Strings, numbers, booleans and arrays of them always encode.
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
