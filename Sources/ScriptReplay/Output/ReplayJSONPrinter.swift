import Foundation
import InteractorAdapter

/// A replay as JSON: per step its line, the step as written, the virtual time, the trace
/// entries (`RenderTrace.Entry`'s JSON form), failed checks, the error and the frame; then
/// the summary. The document is `ReplayRun`; keys are sorted so that equal runs print equal
/// text.
///
/// ```json
/// {"file": "todo-basics.jsonl", "passed": true, "screen": "todo",
///  "steps": [{"line": 5, "step": "{\"screen\": \"todo\", ...}", "time": 0, "entries": [...]}],
///  "summary": {"batches": 9, ...}}
/// ```
package enum ReplayJSONPrinter {
    package static func print(_ report: ReplayReport, sourceLines: [Substring]) throws(ReplayEncodingError) -> String {
        try ReplayRun(report, sourceLines: sourceLines).jsonText()
    }
}
